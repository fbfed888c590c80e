package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ThresholdTest {

    private final Threshold threshold = new Threshold(0.3);

    @Test
    void admits_directMatchFarBelowTheThreshold_isKept() {
        assertThat(threshold.admits(true, 0.05)).isTrue();
    }

    @Test
    void admits_associativeResultAtTheThreshold_isKept_justBelowIsDropped() {
        assertThat(threshold.admits(false, 0.3)).isTrue();
        assertThat(threshold.admits(false, 0.2999)).isFalse();
    }

    @Test
    void admits_zeroScore_isDroppedEvenForADirectMatch() {
        assertThat(threshold.admits(true, 0.0)).isFalse();
        assertThat(new Threshold(0).admits(false, 0.0)).isFalse();
    }

    @Test
    void entryScore_isTheThreshold_untilLimitDirectMatchesScore_thenTheHigherOfItAndTheLimitThScore() {
        List<Double> seeds = List.of(0.9, 0.2, 0.5, 0.7, 0.0, 0.4);
        assertThat(threshold.entryScore(seeds, 2)).isEqualTo(0.7);
        assertThat(threshold.entryScore(seeds, 4)).isEqualTo(0.4);
        assertThat(threshold.entryScore(seeds, 5)).isEqualTo(0.3); // the 5th match, 0.2, is under the threshold
        assertThat(threshold.entryScore(seeds, 6)).isEqualTo(0.3); // a zero score is no match
        assertThat(new Threshold(0).entryScore(seeds, 5)).isEqualTo(0.2);
        assertThat(new Threshold(0).entryScore(seeds, 6)).isEqualTo(0.0);
        assertThat(threshold.entryScore(List.of(), 10)).isEqualTo(0.3);
    }

    @Test
    void constructor_negative_throwsNamingThreshold() {
        assertThatThrownBy(() -> new Threshold(-0.1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("threshold");
    }
}
