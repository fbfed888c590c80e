package io.mnemograph.model;

import java.time.ZonedDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/** A memory node as read from the graph, with every property the API shows. */
public record StoredMemory(
        String id,
        String namespace,
        String content,
        String scope,
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

    /** Storage tier from the labels: {@code core}, {@code cold} or {@code hot}. */
    public String tier() {
        return tierOf(labels);
    }

    /** The tier a memory with these labels is in: {@code core}, {@code cold} or {@code hot}. */
    public static String tierOf(Collection<String> labels) {
        if (labels.contains("Core")) {
            return "core";
        }
        return labels.contains("Cold") ? "cold" : "hot";
    }

    /** Whether the memory is in the core tier (never decays below its floor). */
    public boolean isCore() {
        return labels.contains("Core");
    }

    /** Whether the memory is in cold storage (out of the hot vector index). */
    public boolean isCold() {
        return labels.contains("Cold");
    }
}
