package io.mnemograph.store.memory;

import io.mnemograph.core.graph.Entity;
import io.mnemograph.model.NewMemory;
import java.time.Instant;
import java.util.List;

/**
 * A new memory ready to be written: its id, the request, its importance, embedding, entities and edges.
 *
 * @param createdAt when it becomes visible, stored as {@code occurred_at}: the request's, or the time of the remember
 * @param expiresAt when its TTL ends, or null
 */
public record MemoryToStore(
        String id,
        NewMemory memory,
        double importance,
        float[] embedding,
        List<Entity> entities,
        NewEdges edges,
        Instant createdAt,
        Instant expiresAt) {}
