package io.mnemograph.core.decay;

import static io.mnemograph.core.Timelines.T0;
import static io.mnemograph.core.Timelines.day;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.MemoryTimeline;
import org.junit.jupiter.api.Test;

/** Expected values computed by hand from CMM's formula with lambda 0.03/day and freq_weight 1.0. */
class CmmDecayTest {

    private static final DecayModel CMM = DecayPreset.CMM.create(DecayParameters.defaults());

    @Test
    void factor_withinGracePeriod_isOne() {
        assertThat(CMM.factor(MemoryTimeline.stored(T0), day(14))).isEqualTo(1.0);
    }

    @Test
    void factor_justAfterGracePeriodNeverRecalled_decaysFromCreation() {
        // e^(-0.03 x 30)
        assertThat(CMM.factor(MemoryTimeline.stored(T0), day(30))).isCloseTo(0.4066, within(0.0005));
    }

    @Test
    void factor_halfAnAccessPerWeek_isLocked() {
        MemoryTimeline twiceInFourWeeks = new MemoryTimeline(T0, T0, day(2), 2, 0.0, 1.0, false);

        assertThat(CMM.factor(twiceInFourWeeks, day(28))).isEqualTo(1.0);
    }

    @Test
    void factor_lockReleases_whenFrequencyFallsBelowHalfPerWeek() {
        MemoryTimeline twiceEarly = new MemoryTimeline(T0, T0, day(2), 2, 0.0, 1.0, false);

        assertThat(CMM.factor(twiceEarly, day(29))).isLessThan(1.0);
    }

    @Test
    void factor_oneRecallInThirtyDays_dampsLambdaByFrequency() {
        // 1 access / (30/7 weeks) = 0.2333 per week; lambda_eff = 0.03 / 1.2333; idle 20 days
        MemoryTimeline memory = new MemoryTimeline(T0, T0, day(10), 1, 0.0, 1.0, false);

        assertThat(CMM.factor(memory, day(30))).isCloseTo(0.6148, within(0.0005));
    }

    @Test
    void factor_fourRecallsInTenWeeks_usesIdleTimeSinceLastAccess() {
        // 4 / 10 weeks = 0.4 per week; lambda_eff = 0.03 / 1.4; idle 35 days
        MemoryTimeline memory = new MemoryTimeline(T0, T0, day(35), 4, 0.0, 1.0, false);

        assertThat(CMM.factor(memory, day(70))).isCloseTo(0.4724, within(0.0005));
    }

    @Test
    void accessesPerWeek_youngMemory_countsAtLeastOneWeek() {
        assertThat(CmmDecay.accessesPerWeek(1, 0.5)).isEqualTo(1.0);
    }

    @Test
    void name_isCmm() {
        assertThat(CMM.name()).isEqualTo("cmm");
    }
}
