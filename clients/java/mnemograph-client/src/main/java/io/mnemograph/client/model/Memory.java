package io.mnemograph.client.model;

import java.util.List;
import java.util.Map;

/** A memory with all its state, as {@code GET /v1/memories/{id}} shows it ({@code MemoryView}). */
public record Memory(
        String id,
        String namespace,
        String content,
        String project,
        String scope,
        String kind,
        String tier,
        double weight,
        double importance,
        double strength,
        double stability,
        long accessCount,
        String createdAt,
        String updatedAt,
        String occurredAt,
        String lastAccessedAt,
        List<String> sessionIds,
        String expiresAt,
        Map<String, Object> metadata) {}
