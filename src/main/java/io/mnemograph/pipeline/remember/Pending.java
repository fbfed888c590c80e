package io.mnemograph.pipeline.remember;

import io.mnemograph.core.Scope;
import io.mnemograph.core.graph.Entity;
import io.mnemograph.model.NewMemory;
import io.mnemograph.store.memory.IdempotencyKey;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A memory of a batch ready to store: validated, importance scored, entities extracted, embedded, and given its id
 * and times. The pipeline's one type between the request ({@link NewMemory}) and the store's row
 * ({@code store.memory.MemoryToStore}); a memory found to be an idempotent replay is answered instead, never stored.
 *
 * @param position  its index in the batch
 * @param createdAt when it becomes visible: {@code occurred_at}, or the time of the remember
 * @param expiresAt when its TTL ends, or null
 */
record Pending(
        int position,
        String id,
        NewMemory memory,
        double importance,
        List<Entity> entities,
        float[] embedding,
        Instant createdAt,
        Instant expiresAt) {

    /** The memory at {@code position} of a batch remembered at {@code now}, given a new id. */
    static Pending of(
            int position, NewMemory memory, double importance, List<Entity> entities, float[] embedding, Instant now) {
        Instant createdAt = memory.occurredAt() == null ? now : memory.occurredAt();
        Instant expiresAt = memory.ttlSeconds() == null ? null : createdAt.plusSeconds(memory.ttlSeconds());
        return new Pending(
                position, UUID.randomUUID().toString(), memory, importance, entities, embedding, createdAt, expiresAt);
    }

    /** Its idempotency key within its namespace, or null. */
    IdempotencyKey key() {
        return memory.idempotencyKey() == null ? null : new IdempotencyKey(memory.namespace(), memory.idempotencyKey());
    }

    /** The project a recall made for this memory would be in: its project when project-scoped, else null. */
    String recallProject() {
        return memory.scope() == Scope.PROJECT ? memory.project() : null;
    }
}
