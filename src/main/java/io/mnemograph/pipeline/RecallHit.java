package io.mnemograph.pipeline;

import io.mnemograph.store.StoredMemory;

import java.util.Map;

/** One recalled memory with its score and the factors that multiply to it. */
public record RecallHit(StoredMemory memory, double score, Map<String, Double> components) {
}
