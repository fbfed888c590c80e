package io.mnemograph.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.Priming;
import io.mnemograph.core.Scope;
import io.mnemograph.core.ScopeWeight;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The bounds recall uses to skip reached memories that cannot reach the threshold, by example. */
class ScoreBoundsTest {

    @Test
    void canReach_boundBelowThreshold_isSkipped_atOrAboveIsKept() {
        // activation 0.05 x importance 2 x ceiling 1.3 = 0.13
        assertThat(ScoreBounds.canReach(0.05, 2.0, 1.3, 0.3)).isFalse();
        assertThat(ScoreBounds.canReach(0.05, 2.0, 1.3, 0.13)).isTrue();
        // importance 10 lifts the same activation to 0.65
        assertThat(ScoreBounds.canReach(0.05, 10.0, 1.3, 0.3)).isTrue();
    }

    @Test
    void canReach_unknownStateOrUnboundedDecay_isKept_zeroImportanceIsSkipped() {
        assertThat(ScoreBounds.canReach(0.01, null, 1.3, 0.3)).isTrue();
        assertThat(ScoreBounds.canReach(0.01, 1.0, Double.POSITIVE_INFINITY, 0.3))
                .isTrue();
        assertThat(ScoreBounds.canReach(0.5, 0.0, Double.POSITIVE_INFINITY, 0.0))
                .isFalse();
        assertThat(ScoreBounds.canReach(0.001, 1.0, 1.3, 0.0)).isTrue();
    }

    @Test
    void activationFloor_isEntryOverMaxImportanceTimesCeiling_zeroWithoutABound() {
        assertThat(ScoreBounds.activationFloor(0.3, 1.5, OptionalDouble.of(2.0)))
                .isCloseTo(0.1, within(1e-12));
        // importance below 1 still bounds with 1 (the floor must not rise above what a weight-1 memory needs)
        assertThat(ScoreBounds.activationFloor(0.3, 1.5, OptionalDouble.of(0.5)))
                .isCloseTo(0.2, within(1e-12));
        assertThat(ScoreBounds.activationFloor(0.3, 1.5, OptionalDouble.empty()))
                .isCloseTo(0.2, within(1e-12));
        assertThat(ScoreBounds.activationFloor(0.0, 1.5, OptionalDouble.of(2.0)))
                .isZero();
        assertThat(ScoreBounds.activationFloor(0.3, Double.POSITIVE_INFINITY, OptionalDouble.of(2.0)))
                .isZero();
        assertThat(ScoreBounds.activationFloor(0.9, 0.5, OptionalDouble.empty()))
                .isGreaterThanOrEqualTo(1.0);
    }

    @Test
    void withMargin_raisesTheCeilingByOnePartInABillion() {
        assertThat(ScoreBounds.withMargin(1.3)).isEqualTo(1.3 * (1 + 1e-9));
        assertThat(ScoreBounds.withMargin(Double.POSITIVE_INFINITY)).isInfinite();
    }

    @Test
    void maxFactors_primingAndScope_boundEveryFactor() {
        Priming priming = Priming.defaults();
        assertThat(priming.maxFactor()).isEqualTo(1.3);
        for (int turns = 0; turns <= 12; turns++) {
            assertThat(priming.factor(turns)).isLessThanOrEqualTo(priming.maxFactor());
        }
        ScopeWeight scope = new ScopeWeight(0.7, 0.9);
        for (boolean namesProject : new boolean[] {true, false}) {
            for (Scope s : Scope.values()) {
                assertThat(scope.weight(s, namesProject)).isLessThanOrEqualTo(scope.maxWeight(namesProject));
            }
        }
        assertThat(scope.maxWeight(true)).isEqualTo(0.9);
        assertThat(scope.maxWeight(false)).isEqualTo(0.7);
    }
}
