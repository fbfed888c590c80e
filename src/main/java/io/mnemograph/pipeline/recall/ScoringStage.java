package io.mnemograph.pipeline.recall;

import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.MemoryTimeline;
import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.Tier;
import io.mnemograph.core.graph.Activation;
import io.mnemograph.core.scoring.ScoredMemory;
import io.mnemograph.core.scoring.Scorer;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.store.recall.Candidate;
import java.util.OptionalDouble;

/** Recall's scoring: each candidate's factors ({@link Scorer}, docs/formulas.md section 1) under the recall's options. */
final class ScoringStage {

    private final Scorer scorer;

    ScoringStage(ScoringSettings settings) {
        this.scorer = new Scorer(settings.decayParameters(), settings.priming(), settings.scopeWeight());
    }

    /** The seed {@code candidate} scored as a direct match: its relevance as similarity, activation 1. */
    Candidate direct(Candidate candidate, Recall recall) {
        return candidate.withMatched(
                factors(candidate, candidate.relevance(), ScoreComponents.DIRECT_ACTIVATION, recall));
    }

    /**
     * The memory spreading {@code reached} with {@code activation} from a seed of {@code originSimilarity}, scored
     * with that similarity and {@code activation / originSimilarity}, so that the two multiply to its activation;
     * {@code asMatched} is its score as a seed, if it was one.
     */
    Candidate reached(
            Candidate reached,
            Activation activation,
            double originSimilarity,
            OptionalDouble asMatched,
            Recall recall) {
        ScoreComponents factors =
                factors(reached, originSimilarity, activation.activation() / originSimilarity, recall);
        return reached.withReached(activation.path(), factors, asMatched);
    }

    /** The largest {@code decay x priming x scope_weight} in this recall ({@link Scorer#ceiling}). */
    double ceiling(Recall recall) {
        return scorer.ceiling(
                recall.namesProject(),
                recall.request().sessionId() != null,
                recall.options().decay(),
                recall.options().policy());
    }

    private ScoreComponents factors(Candidate candidate, double similarity, double activation, Recall recall) {
        return scorer.score(
                scored(candidate.memory()),
                similarity,
                activation,
                candidate.turnsSinceActivation(),
                recall.namesProject(),
                recall.at(),
                recall.options().decay(),
                recall.options().policy());
    }

    /** What a stored memory brings to its score. */
    private static ScoredMemory scored(StoredMemory m) {
        return new ScoredMemory(
                new MemoryTimeline(
                        m.createdAt().toInstant(),
                        m.updatedAt().toInstant(),
                        m.lastAccessedAt().toInstant(),
                        m.accessCount(),
                        m.stability(),
                        m.strength(),
                        m.tier() == Tier.CORE),
                m.importance(),
                m.weight(),
                m.scope());
    }
}
