package io.mnemograph.pipeline.recall;

import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.model.RecallFilter;

import java.time.Instant;
import java.util.Objects;

/**
 * One recall, already validated by the API layer.
 *
 * @param at        evaluate the recall as of this instant, or null for now
 * @param threshold lowest score returned, or null for the configured default
 * @param seeds     where seeds come from, or null for the configured default
 * @param decay     decay preset for this recall, or null for the configured default
 * @param spreadFactor activation kept per hop for this recall, or null for the configured default
 * @param filter    equality filters on the memories returned, applied in the seeds ({@link RecallFilter#NONE}: none)
 * @param ablation  parts of recall turned off, for evaluation only ({@link Ablation#NONE} from the API and MCP)
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
        Double spreadFactor,
        RecallFilter filter,
        Ablation ablation) {

    /** Validates the filter and the ablation. */
    public RecallRequest {
        Objects.requireNonNull(filter, "filter");
        Objects.requireNonNull(ablation, "ablation");
    }

    /** A recall with every part of recall on ({@link Ablation#NONE}), as the API and MCP make it. */
    public RecallRequest(String namespace, String query, int limit, String project, String sessionId, int hops,
                         Double threshold, Instant at, boolean explain, boolean boost, SeedMode seeds,
                         DecayPreset decay, Double spreadFactor, RecallFilter filter) {
        this(namespace, query, limit, project, sessionId, hops, threshold, at, explain, boost, seeds, decay,
                spreadFactor, filter, Ablation.NONE);
    }

    /** A recall without filters, every part of recall on. */
    public RecallRequest(String namespace, String query, int limit, String project, String sessionId, int hops,
                         Double threshold, Instant at, boolean explain, boolean boost, SeedMode seeds,
                         DecayPreset decay, Double spreadFactor) {
        this(namespace, query, limit, project, sessionId, hops, threshold, at, explain, boost, seeds, decay,
                spreadFactor, RecallFilter.NONE);
    }
}
