package io.mnemograph.client.model;

/** A recalled memory's state, with explain: {@code memory} of a recall result; foundIn is hot or cold. */
public record ExplainedState(
        double stability,
        long accessCount,
        String lastAccessedAt,
        String createdAt,
        String scope,
        String foundIn,
        String project) {}
