package io.mnemograph.pipeline;

import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.Via;
import io.mnemograph.store.StoredMemory;

/**
 * One recalled memory with its score and the factors that multiply to it.
 *
 * @param via  {@code DIRECT} when the vector seed found it, {@code ASSOCIATIVE} when spreading reached it
 * @param hops association hops from the nearest seed (0 for direct results)
 */
public record RecallHit(StoredMemory memory, double score, ScoreComponents components, Via via, int hops) {
}
