package io.mnemograph.pipeline.recall;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.LengthPrior;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.Threshold;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.core.graph.FollowedEdges;
import io.mnemograph.core.scoring.RecallPolicy;
import io.mnemograph.model.RecallRequest;

/**
 * A recall's configuration, resolved once from the settings, the request's overrides and the recall policy: the
 * stages of {@link RecallPipeline} read these values and never the settings' or the request's own again.
 *
 * @param seeds        where seeds come from: the request's, else {@code mnemograph.scoring.seeds}; vector only when
 *                     the policy leaves the lexical half out
 * @param decay        the decay preset: the request's, else {@code mnemograph.scoring.decay-model}
 * @param threshold    the lowest score of an associative result: the request's, else
 *                     {@code mnemograph.scoring.threshold}
 * @param spreadFactor activation kept per hop: the request's, else {@code mnemograph.graph.spread-factor}
 * @param candidates   candidates fetched per seed half ({@link RecallPipeline#candidateCount})
 * @param coldFactor   what a seed from cold storage keeps of its relevance; 0 searches no cold storage
 * @param lengthPrior  the length prior, none when the policy leaves it out
 * @param spreads      whether the recall follows associations (hops above 0)
 * @param contextual   whether seeds take relevance from their context ({@code context-weight} above 0, spreading)
 * @param boostsNamed  whether candidates naming the query's entities are raised ({@code named-entity-boost} above 0,
 *                     spreading)
 * @param sessionContext whether results are lifted by the session their direct matches concentrate in
 *                     ({@code session-context} above 0, spreading)
 * @param edges        the edges spreading and contextual relevance follow: the policy's
 * @param newerFirst   whether a newer direct match ranks above the older one it contradicts or supersedes
 * @param policy       the parts of recall that count, for the factors the scorer applies
 */
record RecallOptions(
        SeedMode seeds,
        DecayPreset decay,
        Threshold threshold,
        double spreadFactor,
        int candidates,
        double coldFactor,
        LengthPrior lengthPrior,
        boolean spreads,
        boolean contextual,
        boolean boostsNamed,
        boolean sessionContext,
        FollowedEdges edges,
        boolean newerFirst,
        RecallPolicy policy) {

    /** The options of {@code request} under {@code scoring}, {@code graph} and {@code policy}. */
    static RecallOptions of(RecallRequest request, ScoringSettings scoring, GraphSettings graph, RecallPolicy policy) {
        boolean spreads = request.hops() > 0;
        return new RecallOptions(
                policy.seeds(request.seeds() == null ? scoring.seedMode() : request.seeds()),
                request.decay() == null ? scoring.preset() : request.decay(),
                new Threshold(request.threshold() == null ? scoring.threshold() : request.threshold()),
                request.spreadFactor() == null ? graph.spreadFactor() : request.spreadFactor(),
                RecallPipeline.candidateCount(request.limit()),
                scoring.coldSeedFactor(),
                policy.lengthPrior(scoring.lengthPriorOf()),
                spreads,
                policy.contextual(spreads && graph.contextWeight() > 0),
                policy.boostsNamed(spreads && graph.namedEntityBoost() > 0),
                policy.liftsSessions(spreads && graph.sessionContext() > 0),
                policy.edges(),
                policy.newerFirst(),
                policy);
    }

    /** Whether the seeds also search cold storage. */
    boolean cold() {
        return coldFactor > 0;
    }
}
