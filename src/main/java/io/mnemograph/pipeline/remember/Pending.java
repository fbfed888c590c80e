package io.mnemograph.pipeline.remember;

import io.mnemograph.core.graph.Entity;
import io.mnemograph.model.NewMemory;

import java.time.Instant;
import java.util.List;

/**
 * A memory of a batch that will be stored (not an idempotent replay): validated, importance scored, entities
 * extracted, embedded, and given its id.
 *
 * @param position  its index in the batch
 * @param createdAt when it becomes visible: {@code occurred_at}, or the time of the remember
 * @param expiresAt when its TTL ends, or null
 */
record Pending(int position, String id, NewMemory memory, double importance, List<Entity> entities,
               float[] embedding, Instant createdAt, Instant expiresAt) {

    /** The project a recall made for this memory would be in: its project when project-scoped, else null. */
    String recallProject() {
        return "project".equals(memory.scope()) ? memory.project() : null;
    }
}
