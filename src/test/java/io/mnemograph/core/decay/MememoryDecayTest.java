package io.mnemograph.core.decay;

import static io.mnemograph.core.Timelines.T0;
import static io.mnemograph.core.Timelines.day;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.MemoryTimeline;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MememoryDecayTest {

    private static final DecayModel MEMEMORY = DecayPreset.MEMEMORY.create(DecayParameters.defaults());

    /** mememory's worked table (scoring guide): 1, 5, 7, 30, 60, 90, 180, 365 days. */
    @ParameterizedTest
    @CsvSource({"1, 0.995", "5, 0.975", "7, 0.966", "30, 0.861", "60, 0.741", "90, 0.638", "180, 0.407", "365, 0.161"})
    void factor_daysSinceUpdate_matchesMememoryTable(double days, double expected) {
        assertThat(MEMEMORY.factor(MemoryTimeline.stored(T0), day(days))).isCloseTo(expected, within(0.002));
    }

    @Test
    void factor_recallWithoutUpdate_doesNotResetTheClock() {
        MemoryTimeline recalledYesterday = new MemoryTimeline(T0, T0, day(59), 3, 0.0, 1.0, false);

        assertThat(MEMEMORY.factor(recalledYesterday, day(60))).isCloseTo(0.741, within(0.002));
    }

    @Test
    void factor_update_resetsTheClock() {
        MemoryTimeline updated = new MemoryTimeline(T0, day(55), day(55), 0, 0.0, 1.0, false);

        assertThat(MEMEMORY.factor(updated, day(60))).isCloseTo(0.975, within(0.002));
    }

    @Test
    void name_isMememory() {
        assertThat(MEMEMORY.name()).isEqualTo("mememory");
    }
}
