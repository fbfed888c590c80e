package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.model.StoredMemory;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

/** A memory with all its state, as {@code GET /v1/memories/{id}} shows it. */
@Serdeable(naming = SnakeCaseStrategy.class)
public record MemoryView(
        String id,
        String namespace,
        String content,
        @Nullable String project,
        String scope,
        @Nullable String kind,
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
        @Nullable String expiresAt,
        @Nullable JsonNode metadata) {

    static MemoryView of(StoredMemory m, @Nullable JsonNode metadata) {
        return new MemoryView(
                m.id(),
                m.namespace(),
                m.content(),
                m.project(),
                m.scope().wireName(),
                m.kind(),
                m.tier().wireName(),
                m.weight(),
                m.importance(),
                m.strength(),
                m.stability(),
                m.accessCount(),
                iso(m.createdAt()),
                iso(m.updatedAt()),
                iso(m.occurredAt()),
                iso(m.lastAccessedAt()),
                m.sessionIds(),
                iso(m.expiresAt()),
                metadata);
    }

    static String iso(ZonedDateTime time) {
        return time == null ? null : time.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    }
}
