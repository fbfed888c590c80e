package io.mnemograph.store.lifecycle;

import java.time.ZonedDateTime;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;

/**
 * A hot memory, core or not, as the consolidation sweep reads it: only the state the promotion and forgetting rules
 * need. {@code accessCount} and {@code lastAccessedAt} are also the version the sweep's write-back checks, so a
 * memory recalled or edited after it was read is left for the next sweep.
 *
 * @param storedAt when the memory reached this service ({@code stored_at}); null for memories stored before it was
 *                 recorded
 * @param sessions the number of distinct sessions the memory was formed or recalled in ({@code size(session_ids)})
 * @param core     whether it is a core memory ({@code :Core}); also checked by the write-back
 */
public record LifecycleCandidate(
        String id,
        ZonedDateTime createdAt,
        ZonedDateTime updatedAt,
        ZonedDateTime lastAccessedAt,
        ZonedDateTime storedAt,
        long accessCount,
        double stability,
        double strength,
        long sessions,
        boolean core) {

    static LifecycleCandidate from(Record r) {
        ZonedDateTime created = r.get("created_at").asZonedDateTime();
        return new LifecycleCandidate(
                r.get("id").asString(),
                created,
                time(r.get("updated_at"), created),
                time(r.get("last_accessed_at"), created),
                time(r.get("stored_at"), null),
                r.get("access_count").asLong(0),
                r.get("stability").asDouble(0),
                r.get("strength").asDouble(1),
                r.get("sessions").asLong(0),
                r.get("core").asBoolean(false));
    }

    private static ZonedDateTime time(Value value, ZonedDateTime fallback) {
        return value.isNull() ? fallback : value.asZonedDateTime();
    }
}
