package io.mnemograph.client.model;

import java.util.Map;

/** What a lifecycle sweep did ({@code Consolidation}, docs/lifecycle.md). */
public record Consolidation(
        String namespace,
        String at,
        long cooled,
        long promoted,
        Map<String, Long> promotedByRule,
        long expired,
        long edgesPruned,
        long edgesDecayed,
        long durationMs) {}
