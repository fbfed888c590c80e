package io.mnemograph.pipeline;

import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;

import java.time.Instant;

/**
 * One recall, already validated by the API layer.
 *
 * @param at        evaluate the recall as of this instant, or null for now
 * @param threshold lowest score returned, or null for the configured default
 * @param seeds     where seeds come from, or null for the configured default
 * @param decay     decay preset for this recall, or null for the configured default
 * @param spreadFactor activation kept per hop for this recall, or null for the configured default
 */
public record RecallRequest(
        String namespace,
        String query,
        int limit,
        String project,
        String sessionId,
        int hops,
        Double threshold,
        Instant at,
        boolean explain,
        boolean boost,
        SeedMode seeds,
        DecayPreset decay,
        Double spreadFactor) {
}
