package io.mnemograph.store;

import org.neo4j.driver.Value;

import java.time.ZonedDateTime;
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
    public static String tierOf(Set<String> labels) {
        if (labels.contains("Core")) {
            return "core";
        }
        return labels.contains("Cold") ? "cold" : "hot";
    }

    /** Whether the memory is in cold storage (out of the hot vector index). */
    public boolean isCold() {
        return labels.contains("Cold");
    }

    /** Reads the map projection {@code m { .*, labels: labels(m) }}. */
    public static StoredMemory from(Value m) {
        return new StoredMemory(
                m.get("id").asString(),
                m.get("namespace").asString(),
                m.get("content").asString(),
                m.get("scope").asString("global"),
                m.get("project").asString(null),
                m.get("kind").asString(null),
                time(m.get("created_at")),
                time(m.get("updated_at")),
                time(m.get("occurred_at")),
                time(m.get("last_accessed_at")),
                time(m.get("expires_at")),
                m.get("access_count").asLong(0),
                m.get("stability").asDouble(0),
                m.get("importance").asDouble(1),
                m.get("weight").asDouble(1),
                m.get("strength").asDouble(1),
                m.get("session_ids").isNull() ? List.of() : m.get("session_ids").asList(Value::asString),
                m.get("metadata").asString(null),
                Set.copyOf(m.get("labels").asList(Value::asString)));
    }

    private static ZonedDateTime time(Value value) {
        return value.isNull() ? null : value.asZonedDateTime();
    }
}
