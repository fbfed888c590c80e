package io.mnemograph.client.model;

import java.util.Map;

/** A recall's filter: every part optional, all given must hold ({@code RecallFilter}, docs/api.md). */
public record RecallFilter(String kind, String sessionId, Map<String, Object> metadata) {}
