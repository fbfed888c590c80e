package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AssociationDecayTest {

    private static final AssociationDecay DECAY = AssociationDecay.defaults();

    @ParameterizedTest
    @CsvSource({"0, 1.000", "30, 0.717", "90, 0.368", "180, 0.135"})
    void factor_daysSinceCoRetrieval_isExpMinusDaysOverNinety(long days, double expected) {
        assertThat(DECAY.factor(Duration.ofDays(days))).isCloseTo(expected, within(0.001));
    }

    @Test
    void factor_negativeElapsed_isOne() {
        assertThat(DECAY.factor(Duration.ofDays(-1))).isEqualTo(1.0);
    }

    @Test
    void constructor_zeroTimeConstant_throwsNamingIt() {
        assertThatThrownBy(() -> new AssociationDecay(0.0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("associationDecay.timeConstantDays");
    }
}
