package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ThresholdTest {

    @Test
    void defaults_isCmmPointThree() {
        assertThat(Threshold.defaults().value()).isEqualTo(0.3);
    }

    @Test
    void admits_scoreAtThreshold_isKept() {
        assertThat(Threshold.defaults().admits(0.3)).isTrue();
    }

    @Test
    void admits_scoreJustBelow_isDropped() {
        assertThat(Threshold.defaults().admits(0.2999)).isFalse();
    }

    @Test
    void constructor_negative_throwsNamingThreshold() {
        assertThatThrownBy(() -> new Threshold(-0.1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("threshold");
    }
}
