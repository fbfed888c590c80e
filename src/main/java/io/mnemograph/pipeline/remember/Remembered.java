package io.mnemograph.pipeline.remember;

import io.mnemograph.model.Contradiction;
import java.util.List;

/**
 * The outcome of a remember.
 *
 * @param contradictions visible memories the new one contradicts (another value for the same attribute: UpdateRule)
 * @param replayed       true when an idempotency key matched an earlier remember and nothing new was stored
 */
public record Remembered(String id, double importance, List<Contradiction> contradictions, boolean replayed) {}
