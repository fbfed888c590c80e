package io.mnemograph.core.decay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DecayParametersTest {

    private static final DecayParameters D = DecayParameters.defaults();

    @Test
    void defaults_haveTheSeedValues() {
        assertThat(D.cmmGraceDays()).isEqualTo(14.0);
        assertThat(D.cmmLockAccessesPerWeek()).isEqualTo(0.5);
        assertThat(D.mememoryLambdaPerDay()).isEqualTo(0.005);
        assertThat(D.mnemexBeta()).isEqualTo(0.6);
        assertThat(D.mnemexAlpha()).isEqualTo(1.1);
        assertThat(D.mnemexPowerLawHalfLifeDays()).isEqualTo(3.0);
        assertThat(D.mnemexExponentialHalfLifeDays()).isEqualTo(3.0);
        assertThat(D.mnemexFastWeight()).isEqualTo(0.7);
    }

    @Test
    void constructor_betaAboveOne_throwsNamingMnemexBeta() {
        assertThatThrownBy(() -> new DecayParameters(14, 0.5, 0.03, 1, 0.005, 1.5, 1.1, 3, 3, 0.7, 0.5, 7, 2, 4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("mnemexBeta must be in [0.0, 1.0] but was 1.5");
    }

    @Test
    void constructor_zeroHalfLife_throwsNamingIt() {
        assertThatThrownBy(() -> new DecayParameters(14, 0.5, 0.03, 1, 0.005, 0.6, 1.1, 0, 3, 0.7, 0.5, 7, 2, 4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("mnemexPowerLawHalfLifeDays must be > 0");
    }

    @Test
    void constructor_coreScaleBelowOne_throwsNamingCoreTimeScale() {
        assertThatThrownBy(() -> new DecayParameters(14, 0.5, 0.03, 1, 0.005, 0.6, 1.1, 3, 3, 0.7, 0.5, 7, 2, 0.5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("coreTimeScale");
    }

    @Test
    void constructor_nanLambda_throwsNamingCmmLambda() {
        assertThatThrownBy(() -> new DecayParameters(14, 0.5, Double.NaN, 1, 0.005, 0.6, 1.1, 3, 3, 0.7, 0.5, 7, 2, 4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cmmLambdaPerDay must be finite but was NaN");
    }
}
