package io.mnemograph.core.scoring;

import static io.mnemograph.core.Timelines.T0;
import static io.mnemograph.core.Timelines.day;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.MemoryTimeline;
import io.mnemograph.core.Priming;
import io.mnemograph.core.Scope;
import io.mnemograph.core.ScopeWeight;
import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.decay.DecayParameters;
import io.mnemograph.core.decay.DecayPreset;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** One memory's score for one recall, by example: mememory's worked example and the factors the recall adds. */
class ScorerTest {

    private static final Scorer SCORER =
            new Scorer(DecayParameters.defaults(), Priming.defaults(), ScopeWeight.defaults());

    private static ScoredMemory memory(double importance, double weight, Scope scope) {
        return new ScoredMemory(MemoryTimeline.stored(T0), importance, weight, scope);
    }

    @Test
    void score_mememorysWorkedExample_reproducesToThreeDecimals() {
        // "Prefer Redux for large apps": similarity 0.95, global scope, weight 1.0, 60 days old -> 0.563
        ScoreComponents redux = SCORER.score(
                memory(1.0, 1.0, Scope.GLOBAL),
                0.95,
                1.0,
                OptionalInt.empty(),
                true,
                day(60),
                DecayPreset.MEMEMORY,
                RecallPolicy.FULL);

        assertThat(redux.score()).isCloseTo(0.563, within(0.0005));
        assertThat(redux.scopeWeight()).isEqualTo(0.8);
        assertThat(redux.priming()).isEqualTo(1.0);
    }

    @Test
    void score_clampsNegativeCosine_appliesPrimingImportanceAndActivation_andTheRecallsPreset() {
        ScoredMemory memory = memory(2.0, 0.5, Scope.PROJECT);

        assertThat(SCORER.score(
                                memory,
                                -0.4,
                                1.0,
                                OptionalInt.empty(),
                                false,
                                T0,
                                DecayPreset.MEMEMORY,
                                RecallPolicy.FULL)
                        .score())
                .isZero();
        ScoreComponents primed = SCORER.score(
                memory, 0.8, 0.25, OptionalInt.of(0), false, T0, DecayPreset.MNEMEX_POWER_LAW, RecallPolicy.FULL);
        assertThat(primed.priming()).isCloseTo(1.3, within(1e-12));
        assertThat(primed.decay()).isCloseTo(1.0, within(1e-12)); // Mnemex: a fresh memory scores 1
        assertThat(primed.score()).isCloseTo(0.8 * 1.0 * 2.0 * 1.3 * 1.0 * 0.5 * 0.25, within(1e-12));
    }

    @Test
    void ceiling_isTheLargestDecayTimesPrimingTimesScope_unboundedForMnemex() {
        assertThat(SCORER.ceiling(true, true, DecayPreset.MEMEMORY, RecallPolicy.FULL))
                .isCloseTo(1.3, within(1e-12));
        assertThat(SCORER.ceiling(true, false, DecayPreset.CMM, RecallPolicy.FULL))
                .isCloseTo(1.0, within(1e-12));
        assertThat(SCORER.ceiling(false, false, DecayPreset.MEMEMORY, RecallPolicy.FULL))
                .isCloseTo(1.0, within(1e-12));
        assertThat(SCORER.ceiling(true, true, DecayPreset.MNEMEX_POWER_LAW, RecallPolicy.FULL))
                .isInfinite();
    }
}
