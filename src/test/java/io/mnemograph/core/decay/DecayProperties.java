package io.mnemograph.core.decay;

import static io.mnemograph.core.Timelines.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.MemoryTimeline;
import java.time.Duration;
import java.time.Instant;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;

/** Invariants every decay preset keeps, for any memory and any elapsed time. */
class DecayProperties {

    private static final DecayParameters DEFAULTS = DecayParameters.defaults();
    private static final double TOLERANCE = 1e-12;

    @Property(tries = 300)
    void factor_anyMemory_isInDocumentedRange(
            @ForAll DecayPreset preset,
            @ForAll("memories") MemoryTimeline memory,
            @ForAll @LongRange(min = 0, max = 1_000L * 86_400_000L) long nowMillis) {
        double factor = preset.create(DEFAULTS).factor(memory, T0.plusMillis(nowMillis));

        assertThat(factor).isFinite().isGreaterThanOrEqualTo(0.0);
        assertThat(factor).isLessThanOrEqualTo(upperBound(preset, memory) + TOLERANCE);
    }

    @Property(tries = 300)
    void factor_anyMemoryAndInstant_isAtMostTheModelsMaxFactor(
            @ForAll DecayPreset preset,
            @ForAll("memories") MemoryTimeline memory,
            @ForAll @LongRange(min = 0, max = 1_000L * 86_400_000L) long nowMillis) {
        DecayModel model = preset.create(DEFAULTS);

        assertThat(model.factor(memory, T0.plusMillis(nowMillis))).isLessThanOrEqualTo(model.maxFactor());
    }

    @Property(tries = 300)
    void factor_laterInstant_neverRises(
            @ForAll DecayPreset preset,
            @ForAll("memories") MemoryTimeline memory,
            @ForAll @LongRange(min = 0, max = 400L * 86_400_000L) long nowMillis,
            @ForAll @LongRange(min = 0, max = 400L * 86_400_000L) long laterMillis) {
        DecayModel model = preset.create(DEFAULTS);
        Instant now = T0.plusMillis(nowMillis);

        assertThat(model.factor(memory, now.plusMillis(laterMillis)))
                .isLessThanOrEqualTo(model.factor(memory, now) + TOLERANCE);
    }

    @Property(tries = 300)
    void factor_higherStability_neverDecaysFaster(
            @ForAll DecayPreset preset,
            @ForAll("memories") MemoryTimeline memory,
            @ForAll @DoubleRange(min = 0, max = 1) double otherStability,
            @ForAll @LongRange(min = 0, max = 400L * 86_400_000L) long nowMillis) {
        DecayModel model = preset.create(DEFAULTS);
        Instant now = T0.plusMillis(nowMillis);
        MemoryTimeline other = withStability(memory, otherStability);
        MemoryTimeline lower = memory.stability() <= otherStability ? memory : other;
        MemoryTimeline higher = memory.stability() <= otherStability ? other : memory;

        assertThat(model.factor(higher, now)).isGreaterThanOrEqualTo(model.factor(lower, now) - TOLERANCE);
    }

    @Property(tries = 300)
    void factor_coreMemory_neverDecaysFasterThanSameMemoryNotCore(
            @ForAll DecayPreset preset,
            @ForAll("memories") MemoryTimeline memory,
            @ForAll @LongRange(min = 0, max = 400L * 86_400_000L) long nowMillis) {
        DecayModel model = preset.create(DEFAULTS);
        Instant now = T0.plusMillis(nowMillis);

        assertThat(model.factor(withCore(memory, true), now))
                .isGreaterThanOrEqualTo(model.factor(withCore(memory, false), now) - TOLERANCE);
    }

    @Property(tries = 300)
    void retention_anyCurve_startsAtOneAndNeverRises(
            @ForAll("curves") MnemexCurve curve,
            @ForAll @DoubleRange(min = 0, max = 3650) double days,
            @ForAll @DoubleRange(min = 0, max = 365) double more) {
        assertThat(curve.retention(0.0)).isEqualTo(1.0);
        assertThat(curve.retention(days)).isBetween(0.0, 1.0);
        assertThat(curve.retention(days + more)).isLessThanOrEqualTo(curve.retention(days) + TOLERANCE);
    }

    @Property(tries = 200)
    void retention_powerLawAndExponential_halveAtTheirHalfLife(
            @ForAll @DoubleRange(min = 0.2, max = 5) double alpha, @ForAll @DoubleRange(min = 0.1, max = 60) double h) {
        assertThat(new MnemexCurve.PowerLaw(alpha, h).retention(h)).isCloseTo(0.5, within(1e-9));
        assertThat(new MnemexCurve.Exponential(h).retention(h)).isCloseTo(0.5, within(1e-9));
    }

    private static double upperBound(DecayPreset preset, MemoryTimeline memory) {
        return switch (preset) {
            case CMM, MEMEMORY -> 1.0;
            case MNEMEX_POWER_LAW, MNEMEX_EXPONENTIAL, MNEMEX_TWO_COMPONENT ->
                Math.pow(memory.accessCount() + 1.0, DEFAULTS.mnemexBeta()) * memory.strength();
        };
    }

    private static MemoryTimeline withStability(MemoryTimeline m, double stability) {
        return new MemoryTimeline(
                m.createdAt(), m.updatedAt(), m.lastAccessedAt(), m.accessCount(), stability, m.strength(), m.core());
    }

    private static MemoryTimeline withCore(MemoryTimeline m, boolean core) {
        return new MemoryTimeline(
                m.createdAt(), m.updatedAt(), m.lastAccessedAt(), m.accessCount(), m.stability(), m.strength(), core);
    }

    @Provide
    Arbitrary<MemoryTimeline> memories() {
        Arbitrary<Long> updatedDays = Arbitraries.longs().between(0, 100);
        Arbitrary<Long> accessedDays = Arbitraries.longs().between(0, 200);
        Arbitrary<Long> accessCount = Arbitraries.longs().between(0, 60);
        Arbitrary<Double> stability = Arbitraries.doubles().between(0, 1);
        Arbitrary<Double> strength = Arbitraries.doubles().between(0, 2);
        Arbitrary<Boolean> core = Arbitraries.of(true, false);
        return Combinators.combine(updatedDays, accessedDays, accessCount, stability, strength, core)
                .as((u, a, n, s, st, c) ->
                        new MemoryTimeline(T0, T0.plus(Duration.ofDays(u)), T0.plus(Duration.ofDays(a)), n, s, st, c));
    }

    @Provide
    Arbitrary<MnemexCurve> curves() {
        Arbitrary<Double> positive = Arbitraries.doubles().between(0.05, 60);
        Arbitrary<MnemexCurve> powerLaw = Combinators.combine(
                        Arbitraries.doubles().between(0.1, 5), positive)
                .as(MnemexCurve.PowerLaw::new);
        Arbitrary<MnemexCurve> exponential = positive.map(MnemexCurve.Exponential::new);
        Arbitrary<MnemexCurve> twoComponent = Combinators.combine(
                        Arbitraries.doubles().between(0, 1), positive, positive)
                .as(MnemexCurve.TwoComponent::new);
        return Arbitraries.oneOf(powerLaw, exponential, twoComponent);
    }
}
