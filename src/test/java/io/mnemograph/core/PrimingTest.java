package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PrimingTest {

    private static final Priming PRIMING = Priming.defaults();

    @ParameterizedTest
    @CsvSource({"0, 1.300", "1, 1.182", "2, 1.110", "4, 1.041", "10, 1.002", "11, 1.000", "500, 1.000"})
    void factor_turnsSinceActivation_followsCmmFormula(int turns, double expected) {
        assertThat(PRIMING.factor(turns)).isCloseTo(expected, within(0.001));
    }

    @Test
    void factor_atActivation_isExactly1point3() {
        assertThat(PRIMING.factor(0)).isEqualTo(1.3);
    }

    @Test
    void factor_neverActivated_isOne() {
        assertThat(PRIMING.factor(OptionalInt.empty())).isEqualTo(1.0);
    }

    @Test
    void factor_optionalTurns_matchesIntVersion() {
        assertThat(PRIMING.factor(OptionalInt.of(3))).isEqualTo(PRIMING.factor(3));
    }

    @Test
    void factor_negativeTurns_throws() {
        assertThatThrownBy(() -> PRIMING.factor(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("turnsSinceActivation");
    }

    @Test
    void factor_customWindow_endsPrimingAfterIt() {
        Priming shortWindow = new Priming(0.3, 0.5, 2);

        assertThat(shortWindow.factor(2)).isGreaterThan(1.0);
        assertThat(shortWindow.factor(3)).isEqualTo(1.0);
    }

    @Test
    void constructor_negativeBoost_throwsNamingIt() {
        assertThatThrownBy(() -> new Priming(-0.1, 0.5, 10))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("priming.boost");
    }
}
