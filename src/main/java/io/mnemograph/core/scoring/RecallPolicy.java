package io.mnemograph.core.scoring;

import io.mnemograph.core.LengthPrior;
import io.mnemograph.core.Nullable;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.graph.FollowedEdges;
import java.util.OptionalDouble;
import java.util.function.DoubleSupplier;

/**
 * Which parts of recall count: the service's recall counts every part ({@link #FULL}, bound as a bean); the evaluation
 * builds the variants that leave parts out ({@link Ablation#policy()}) and runs the pipeline with them. The pipeline
 * applies the policy's answers and never asks which parts are left out.
 *
 * @param decay          the decay preset's factor (docs/formulas.md section 1)
 * @param importance     the memory's importance level (docs/formulas.md section 1)
 * @param priming        session priming (docs/formulas.md section 1)
 * @param lengthPrior    whether seed relevance has the length prior (gamma 0 when not)
 * @param lexical        whether seeds may have a lexical (BM25) half (vector seeds only when not)
 * @param context        whether seeds may take relevance from their context among the candidates
 * @param namedEntity    whether candidates naming an entity the query names may be boosted
 * @param sessionContext whether results may be lifted by the session their direct matches concentrate in
 * @param edges          the edges spreading and contextual relevance follow
 * @param newerFirst     whether a newer direct match ranks above the older one it contradicts or supersedes
 */
public record RecallPolicy(
        Factor decay,
        Factor importance,
        Factor priming,
        boolean lengthPrior,
        boolean lexical,
        boolean context,
        boolean namedEntity,
        boolean sessionContext,
        FollowedEdges edges,
        boolean newerFirst) {

    /** Every part counts: the recall as the service runs it. */
    public static final RecallPolicy FULL = new RecallPolicy(
            Factor.COUNTED, Factor.COUNTED, Factor.COUNTED, true, true, true, true, true, FollowedEdges.ALL, true);

    /** The seeds' source: {@code requested}, or vector only when the lexical half is left out. */
    public SeedMode seeds(SeedMode requested) {
        return lexical ? requested : SeedMode.VECTOR;
    }

    /** The length prior: {@code configured}, or none (gamma 0) when it is left out. */
    public LengthPrior lengthPrior(LengthPrior configured) {
        return lengthPrior ? configured : new LengthPrior(0);
    }

    /** Whether seeds take relevance from their context: {@code configured} unless contextual relevance is left out. */
    public boolean contextual(boolean configured) {
        return configured && context;
    }

    /** Whether candidates naming the query's entities are raised: {@code configured} unless that is left out. */
    public boolean boostsNamed(boolean configured) {
        return configured && namedEntity;
    }

    /** Whether results are lifted by session context: {@code configured} unless that is left out. */
    public boolean liftsSessions(boolean configured) {
        return configured && sessionContext;
    }

    /** A multiplicative factor of the score that counts, or counts as 1 (docs/formulas.md section 1). */
    public enum Factor {
        /** The factor counts. */
        COUNTED {
            @Override
            public double of(DoubleSupplier factor) {
                return factor.getAsDouble();
            }

            @Override
            public OptionalDouble bound(OptionalDouble highest) {
                return highest;
            }

            @Override
            public @Nullable Double known(@Nullable Double value) {
                return value;
            }
        },
        /** The factor counts as 1. */
        NEUTRAL {
            @Override
            public double of(DoubleSupplier factor) {
                return 1.0;
            }

            @Override
            public OptionalDouble bound(OptionalDouble highest) {
                return OptionalDouble.empty();
            }

            @Override
            public @Nullable Double known(@Nullable Double value) {
                return null;
            }
        };

        /** The factor's value in the score: {@code factor}'s, or 1. */
        public abstract double of(DoubleSupplier factor);

        /** The highest value of the factor among the candidates as a bound, none when it counts as 1. */
        public abstract OptionalDouble bound(OptionalDouble highest);

        /** A memory's known value of the factor (times its weight) as a bound, null when the factor counts as 1. */
        public abstract @Nullable Double known(@Nullable Double value);
    }
}
