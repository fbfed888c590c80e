package io.mnemograph.store.memory;

import java.time.Instant;

/**
 * One new memory of a batch asking the vector index for its nearest visible memories.
 *
 * @param position the memory's index in its batch
 * @param project  the project it would be recalled in (null for a global memory: global memories only)
 * @param at       when it becomes visible (its {@code created_at})
 */
public record NeighbourQuery(int position, String namespace, String project, Instant at, float[] embedding) {}
