package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SpacedBoostTest {

    private static final SpacedBoost BOOST = new SpacedBoost(BoostParameters.defaults());

    @ParameterizedTest
    @CsvSource({"0, 0.0", "7, 1.0", "3.5, 0.5", "14, 2.0", "100, 2.0"})
    void spacedFactor_daysSinceLastAccess_isCappedAtTwo(double days, double expected) {
        assertThat(BOOST.spacedFactor(Duration.ofMinutes(Math.round(days * 1440))))
                .isCloseTo(expected, within(1e-9));
    }

    @Test
    void boostedStability_directAfterOneWeek_addsPointOne() {
        assertThat(BOOST.boostedStability(0.2, Duration.ofDays(7), Via.DIRECT)).isCloseTo(0.3, within(1e-12));
    }

    @Test
    void boostedStability_associativeAfterOneWeek_addsPointZeroThree() {
        assertThat(BOOST.boostedStability(0.2, Duration.ofDays(7), Via.ASSOCIATIVE))
                .isCloseTo(0.23, within(1e-12));
    }

    @Test
    void boostedStability_directAfterAMonth_addsAtMostPointTwo() {
        assertThat(BOOST.boostedStability(0.0, Duration.ofDays(30), Via.DIRECT)).isCloseTo(0.2, within(1e-12));
    }

    @Test
    void boostedStability_nearTheCap_isCappedAtOne() {
        assertThat(BOOST.boostedStability(0.95, Duration.ofDays(30), Via.DIRECT))
                .isEqualTo(1.0);
    }

    @Test
    void boostedStability_immediateRecall_addsNothing() {
        assertThat(BOOST.boostedStability(0.4, Duration.ZERO, Via.DIRECT)).isEqualTo(0.4);
    }

    @Test
    void boostedStability_negativeElapsed_addsNothing() {
        assertThat(BOOST.boostedStability(0.4, Duration.ofDays(-2), Via.DIRECT)).isEqualTo(0.4);
    }

    @Test
    void boostedStability_customParameters_areUsed() {
        SpacedBoost custom = new SpacedBoost(new BoostParameters(0.2, 0.05, 1.0, 1.0));

        assertThat(custom.boostedStability(0.0, Duration.ofDays(5), Via.DIRECT)).isCloseTo(0.2, within(1e-12));
    }

    @Test
    void boostedStability_stabilityOutOfRange_throws() {
        assertThatThrownBy(() -> BOOST.boostedStability(1.5, Duration.ZERO, Via.DIRECT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("stability");
    }

    @Test
    void constructor_zeroInterval_throwsNamingIt() {
        assertThatThrownBy(() -> new BoostParameters(0.1, 0.03, 2.0, 0.0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("boost.spacingIntervalDays");
    }

    @Test
    void parse_via_isCaseInsensitive() {
        assertThat(Via.parse(" Associative ")).isEqualTo(Via.ASSOCIATIVE);
        assertThatThrownBy(() -> Via.parse("spread"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("direct, associative");
    }
}
