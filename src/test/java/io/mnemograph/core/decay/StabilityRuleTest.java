package io.mnemograph.core.decay;

import static io.mnemograph.core.Timelines.T0;
import static io.mnemograph.core.Timelines.day;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.MemoryTimeline;
import org.junit.jupiter.api.Test;

class StabilityRuleTest {

    private static final DecayParameters DEFAULTS = DecayParameters.defaults();

    private static MemoryTimeline memory(double stability, boolean core) {
        return new MemoryTimeline(T0, T0, T0, 0, stability, 1.0, core);
    }

    @Test
    void timeScale_unstableNonCore_isOne() {
        assertThat(StabilityRule.timeScale(memory(0.0, false), DEFAULTS)).isEqualTo(1.0);
    }

    @Test
    void timeScale_fullyStable_isThree() {
        assertThat(StabilityRule.timeScale(memory(1.0, false), DEFAULTS)).isEqualTo(3.0);
    }

    @Test
    void timeScale_coreAtHalfStability_isFourTimesTwo() {
        assertThat(StabilityRule.timeScale(memory(0.5, true), DEFAULTS)).isEqualTo(8.0);
    }

    @Test
    void timeScale_unstableCore_exceedsFullyStableNonCore() {
        assertThat(StabilityRule.timeScale(memory(0.0, true), DEFAULTS))
                .isGreaterThan(StabilityRule.timeScale(memory(1.0, false), DEFAULTS));
    }

    @Test
    void factor_fullyStableMememoryAfterSixtyDays_decaysLikeTwentyDays() {
        DecayModel mememory = DecayPreset.MEMEMORY.create(DEFAULTS);

        // e^(-0.005 x 60 / 3)
        assertThat(mememory.factor(memory(1.0, false), day(60))).isCloseTo(0.9048, within(0.0005));
    }

    @Test
    void factor_fullyStableMnemexExponential_hasNineDayHalfLife() {
        DecayModel exponential = DecayPreset.MNEMEX_EXPONENTIAL.create(DEFAULTS);

        assertThat(exponential.factor(memory(1.0, false), day(9))).isCloseTo(0.5, within(1e-9));
    }
}
