package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;

/** Invariants of the stability boosts and of association decay. */
class BoostProperties {

    private static final SpacedBoost BOOST = new SpacedBoost(BoostParameters.defaults());
    private static final AssociationDecay ASSOCIATION = AssociationDecay.defaults();

    @Property(tries = 300)
    void boostedStability_anyRecall_staysBetweenInputAndCap(
            @ForAll @DoubleRange(min = 0, max = 1) double stability,
            @ForAll @LongRange(min = -10_000, max = 10_000_000) long minutes,
            @ForAll Via via) {
        double boosted = BOOST.boostedStability(stability, Duration.ofMinutes(minutes), via);

        assertThat(boosted).isBetween(stability, 1.0);
    }

    @Property(tries = 300)
    void boostedStability_longerSpacing_neverBoostsLess(
            @ForAll @DoubleRange(min = 0, max = 1) double stability,
            @ForAll @LongRange(min = 0, max = 100_000) long minutes,
            @ForAll @LongRange(min = 0, max = 100_000) long more,
            @ForAll Via via) {
        assertThat(BOOST.boostedStability(stability, Duration.ofMinutes(minutes + more), via))
                .isGreaterThanOrEqualTo(BOOST.boostedStability(stability, Duration.ofMinutes(minutes), via));
    }

    @Property(tries = 300)
    void boostedStability_higherStability_staysHigher(
            @ForAll @DoubleRange(min = 0, max = 1) double a,
            @ForAll @DoubleRange(min = 0, max = 1) double b,
            @ForAll @LongRange(min = 0, max = 100_000) long minutes,
            @ForAll Via via) {
        Duration elapsed = Duration.ofMinutes(minutes);

        assertThat(BOOST.boostedStability(Math.max(a, b), elapsed, via))
                .isGreaterThanOrEqualTo(BOOST.boostedStability(Math.min(a, b), elapsed, via));
    }

    @Property(tries = 300)
    void boostedStability_direct_neverLessThanAssociative(
            @ForAll @DoubleRange(min = 0, max = 1) double stability,
            @ForAll @LongRange(min = 0, max = 100_000) long minutes) {
        Duration elapsed = Duration.ofMinutes(minutes);

        assertThat(BOOST.boostedStability(stability, elapsed, Via.DIRECT))
                .isGreaterThanOrEqualTo(BOOST.boostedStability(stability, elapsed, Via.ASSOCIATIVE));
    }

    @Property(tries = 300)
    void spacedFactor_anyElapsed_isBetweenZeroAndTwo(@ForAll @LongRange(min = -10_000, max = 10_000_000) long minutes) {
        assertThat(BOOST.spacedFactor(Duration.ofMinutes(minutes))).isBetween(0.0, 2.0);
    }

    @Property(tries = 300)
    void associationDecay_laterCoRetrieval_neverRisesAndStaysInUnitInterval(
            @ForAll @LongRange(min = 0, max = 100_000) long hours,
            @ForAll @LongRange(min = 0, max = 100_000) long more) {
        double now = ASSOCIATION.factor(Duration.ofHours(hours));

        assertThat(now).isBetween(0.0, 1.0);
        assertThat(ASSOCIATION.factor(Duration.ofHours(hours + more))).isLessThanOrEqualTo(now);
    }
}
