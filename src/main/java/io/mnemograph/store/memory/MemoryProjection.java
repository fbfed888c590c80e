package io.mnemograph.store.memory;

import io.mnemograph.core.Scope;
import io.mnemograph.model.StoredMemory;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Set;
import org.neo4j.driver.Value;

/** The memory projection of the Cypher files ({@code m { .*, labels: labels(m) }}) read into a {@link StoredMemory}. */
public final class MemoryProjection {

    private MemoryProjection() {}

    /** Reads the map projection {@code m { .*, labels: labels(m) }}. */
    public static StoredMemory read(Value m) {
        return new StoredMemory(
                m.get("id").asString(),
                m.get("namespace").asString(),
                m.get("content").asString(),
                Scope.parse(m.get("scope").asString(Scope.GLOBAL.wireName())),
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
