package io.mnemograph.model;

import io.mnemograph.core.Tier;
import java.time.ZonedDateTime;
import java.util.Objects;

/**
 * Which page of a namespace's memories to list, oldest first by {@code (created_at, id)}: the filters (each null for
 * any) and the position to start after.
 *
 * @param tier         the memory's tier, as {@link StoredMemory#tier()}
 * @param kind         the memory's {@code kind}
 * @param sessionId    a session among the memory's {@code session_ids} (formed or recalled in it)
 * @param createdAfter only memories created strictly after this instant
 * @param after        the position of the previous page's last memory; null for the first page
 * @param limit        memories on the page, at least 1
 */
public record MemoryListQuery(
        String namespace,
        Tier tier,
        String kind,
        String sessionId,
        ZonedDateTime createdAfter,
        Position after,
        int limit) {

    /** Validates the namespace and the limit. */
    public MemoryListQuery {
        Objects.requireNonNull(namespace, "namespace");
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, got " + limit);
        }
    }

    /** Where a memory sits in the listing order: its stored {@code created_at} (zone as stored) and id. */
    public record Position(ZonedDateTime createdAt, String id) {

        /** Validates that both parts are present. */
        public Position {
            Objects.requireNonNull(createdAt, "createdAt");
            Objects.requireNonNull(id, "id");
        }

        /** The position of {@code memory}. */
        public static Position of(StoredMemory memory) {
            return new Position(memory.createdAt(), memory.id());
        }
    }
}
