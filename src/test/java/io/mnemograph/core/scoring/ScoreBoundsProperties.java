package io.mnemograph.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.core.MemoryTimeline;
import io.mnemograph.core.Priming;
import io.mnemograph.core.Scope;
import io.mnemograph.core.ScopeWeight;
import io.mnemograph.core.Threshold;
import io.mnemograph.core.Timelines;
import io.mnemograph.core.decay.DecayParameters;
import io.mnemograph.core.decay.DecayPreset;
import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** The score bounds never drop a memory that recall would have returned. */
class ScoreBoundsProperties {

    private static final Scorer SCORER =
            new Scorer(DecayParameters.defaults(), Priming.defaults(), ScopeWeight.defaults());

    @Property(tries = 500)
    void entryScore_aScoreBelowIt_isNeverAmongTheResults(
            @ForAll @Size(max = 30) List<@DoubleRange(min = 0, max = 3) Double> seedScores,
            @ForAll @DoubleRange(min = 0, max = 1) double threshold,
            @ForAll @IntRange(min = 1, max = 20) int limit,
            @ForAll @DoubleRange(min = 0, max = 1) double share) {
        double entry = new Threshold(threshold).entryScore(seedScores, limit);
        double reached = entry * share * (1 - 1e-9); // strictly below the entry score

        long passingAndBetter = seedScores.stream()
                .filter(score -> score > 0 && score > reached)
                .count();

        assertThat(reached <= 0 || reached < threshold || passingAndBetter >= limit)
                .as("a score of %s below the entry score %s would be returned", reached, entry)
                .isTrue();
    }

    @Property(tries = 500)
    void canReach_false_meansTheBoundIsBelowTheEntryScore(
            @ForAll @DoubleRange(min = 0, max = 1) double activation,
            @ForAll @DoubleRange(min = 0, max = 4) double importanceTimesWeight,
            @ForAll @DoubleRange(min = 0, max = 3) double ceiling,
            @ForAll @DoubleRange(min = 0, max = 2) double entry) {
        boolean kept = ScoreBounds.canReach(activation, importanceTimesWeight, ceiling, entry);

        if (!kept) {
            assertThat(importanceTimesWeight == 0 || activation * importanceTimesWeight * ceiling < entry)
                    .isTrue();
        }
    }

    @Property(tries = 500)
    void activationFloor_belowIt_noMemoryCanReachTheEntryScore(
            @ForAll @DoubleRange(min = 0, max = 2) double entry,
            @ForAll @DoubleRange(min = 0.1, max = 3) double ceiling,
            @ForAll @DoubleRange(min = 0, max = 5) double highestImportance,
            @ForAll @DoubleRange(min = 0, max = 1) double importanceShare,
            @ForAll @DoubleRange(min = 0, max = 1) double weight,
            @ForAll @DoubleRange(min = 0, max = 1) double share) {
        double floor = ScoreBounds.activationFloor(entry, ceiling, OptionalDouble.of(highestImportance));
        double activation = floor * share * (1 - 1e-9);
        double importance = highestImportance * importanceShare;

        assertThat(activation * importance * weight * ceiling).isLessThan(Math.max(entry, Double.MIN_VALUE));
    }

    @Property(tries = 1000)
    void ceiling_noMemoryReachedWithAnActivation_scoresAboveItsBound(
            @ForAll DecayPreset preset,
            @ForAll @DoubleRange(min = 0, max = 1) double stability,
            @ForAll @DoubleRange(min = 0, max = 2) double strength,
            @ForAll @LongRange(min = 0, max = 200) long accessCount,
            @ForAll boolean core,
            @ForAll @IntRange(min = 0, max = 2_000) int ageDays,
            @ForAll @IntRange(min = 0, max = 2_000) int idleDays,
            @ForAll @DoubleRange(min = 0.1, max = 2) double importance,
            @ForAll @DoubleRange(min = 0, max = 1) double weight,
            @ForAll Scope scope,
            @ForAll boolean namesProject,
            @ForAll("turns") OptionalInt turns,
            @ForAll @DoubleRange(min = 0.01, max = 1) double similarity,
            @ForAll @DoubleRange(min = 0.01, max = 1) double activationShare) {
        Instant at = Timelines.day(ageDays);
        Instant lastAccess = Timelines.day(Math.max(0, ageDays - idleDays));
        ScoredMemory memory = new ScoredMemory(
                new MemoryTimeline(Timelines.T0, lastAccess, lastAccess, accessCount, stability, strength, core),
                importance,
                weight,
                scope);
        double activation = similarity * activationShare; // the seed's similarity x the path's product

        double score = SCORER.score(
                        memory, similarity, activationShare, turns, namesProject, at, preset, RecallPolicy.FULL)
                .score();
        double ceiling =
                ScoreBounds.withMargin(SCORER.ceiling(namesProject, turns.isPresent(), preset, RecallPolicy.FULL));

        if (Double.isFinite(ceiling)) {
            assertThat(score).isLessThanOrEqualTo(activation * importance * weight * ceiling);
        }
        if (score > 0) {
            assertThat(ScoreBounds.canReach(activation, importance * weight, ceiling, score))
                    .as("canReach keeps a memory that scores %s", score)
                    .isTrue();
        }
    }

    @Provide
    Arbitrary<OptionalInt> turns() {
        return Arbitraries.integers()
                .between(0, 15)
                .map(OptionalInt::of)
                .injectNull(0.3)
                .map(t -> t == null ? OptionalInt.empty() : t);
    }
}
