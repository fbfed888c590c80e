package io.mnemograph.model;

import io.mnemograph.core.Scope;
import io.mnemograph.core.Tier;
import java.time.ZonedDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/** A memory node as read from the graph, with every property the API shows. */
public record StoredMemory(
        String id,
        String namespace,
        String content,
        Scope scope,
        String project,
        String kind,
        ZonedDateTime createdAt,
        ZonedDateTime updatedAt,
        ZonedDateTime occurredAt,
        ZonedDateTime lastAccessedAt,
        ZonedDateTime expiresAt,
        long accessCount,
        double stability,
        double importance,
        double weight,
        double strength,
        List<String> sessionIds,
        String metadata,
        Set<String> labels) {

    /** Storage tier from the labels. */
    public Tier tier() {
        return tierOf(labels);
    }

    /** The tier a memory with these labels is in: core when {@code Core}, else cold when {@code Cold}, else hot. */
    public static Tier tierOf(Collection<String> labels) {
        if (labels.contains("Core")) {
            return Tier.CORE;
        }
        return labels.contains("Cold") ? Tier.COLD : Tier.HOT;
    }

    /** Whether the memory is in cold storage (out of the hot vector index). */
    public boolean isCold() {
        return labels.contains("Cold");
    }
}
