package io.mnemograph.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.LengthPrior;
import io.mnemograph.core.SeedMode;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

/** The seed relevance formula of docs/formulas.md, by example and by its invariants. */
class SeedRelevanceTest {

    private static final String LONG = "word ".repeat(LengthPrior.FULL_WEIGHT_WORDS);
    private static final LengthPrior NO_PRIOR = new LengthPrior(0);

    @Test
    void hybrid_isTheWeightedSumOfCosineAndBm25OverTheBest_timesTheColdFactorForColdOnes() {
        List<SeedEvidence> candidates = List.of(
                new SeedEvidence("a", LONG, 0.8, 4.0, false),
                new SeedEvidence("b", LONG, 0.6, 2.0, true),
                new SeedEvidence("c", LONG, -0.2, null, false));
        Map<String, Double> relevance = new SeedRelevance(SeedMode.HYBRID, 0.5, 0.9, NO_PRIOR, 0).of(candidates, 0);

        assertThat(relevance.keySet()).containsExactly("a", "b", "c");
        assertThat(relevance.get("a")).isCloseTo(0.5 * 0.8 + 0.5 * 1.0, within(1e-12));
        assertThat(relevance.get("b")).isCloseTo(0.9 * (0.5 * 0.6 + 0.5 * 0.5), within(1e-12));
        assertThat(relevance.get("c")).isZero(); // a negative cosine counts as 0, no lexical match
    }

    @Test
    void vectorAndLexicalSeeds_useTheirOwnRelevanceAlone() {
        List<SeedEvidence> candidates =
                List.of(new SeedEvidence("a", LONG, 0.7, 3.0, false), new SeedEvidence("b", LONG, 0.4, null, false));
        assertThat(new SeedRelevance(SeedMode.VECTOR, 0.5, 0.9, NO_PRIOR, 0).of(candidates, 0))
                .containsEntry("a", 0.7)
                .containsEntry("b", 0.4);
        assertThat(new SeedRelevance(SeedMode.LEXICAL, 0.5, 0.9, NO_PRIOR, 0).of(candidates, 0))
                .containsEntry("a", 1.0)
                .containsEntry("b", 0.0);
    }

    @Test
    void lengthPrior_weighsAShortCandidateDown_relativeToTheLongest() {
        LengthPrior prior = new LengthPrior(0.2);
        List<SeedEvidence> candidates = List.of(
                new SeedEvidence("long", LONG, 0.5, null, false),
                new SeedEvidence("short", "Congrats, Nate!", 0.5, null, false));
        Map<String, Double> relevance = new SeedRelevance(SeedMode.VECTOR, 0.5, 0.9, prior, 0).of(candidates, 0);

        assertThat(relevance.get("long")).isEqualTo(0.5);
        assertThat(relevance.get("short")).isCloseTo(0.5 * prior.factor("Congrats, Nate!"), within(1e-12));
    }

    @Test
    void weightsOutsideTheUnitInterval_areRefused() {
        assertThatThrownBy(() -> new SeedRelevance(SeedMode.HYBRID, 1.5, 0.9, NO_PRIOR, 0))
                .hasMessageContaining("lexicalWeight");
        assertThatThrownBy(() -> new SeedRelevance(SeedMode.HYBRID, 0.5, -0.1, NO_PRIOR, 0))
                .hasMessageContaining("coldFactor");
    }

    @Property(tries = 300)
    void hybridRelevance_staysInTheUnitInterval_andBetweenItsTwoParts(
            @ForAll @DoubleRange(min = -1, max = 1) double cosine,
            @ForAll @DoubleRange(min = 0, max = 50) double bm25,
            @ForAll @DoubleRange(min = 0, max = 50) double otherBm25,
            @ForAll @DoubleRange(min = 0, max = 1) double w) {
        List<SeedEvidence> candidates = List.of(
                new SeedEvidence("x", LONG, cosine, bm25, false), new SeedEvidence("y", LONG, 0.1, otherBm25, false));
        double best = Math.max(bm25, otherBm25);
        double lexical = best <= 0 ? 0 : bm25 / best;
        double relevance = new SeedRelevance(SeedMode.HYBRID, w, 0.9, NO_PRIOR, 0)
                .of(candidates, 0)
                .get("x");

        assertThat(relevance).isBetween(0.0, 1.0 + 1e-12);
        assertThat(relevance)
                .isBetween(
                        Math.min(Math.max(0, cosine), lexical) - 1e-12, Math.max(Math.max(0, cosine), lexical) + 1e-12);
    }

    @Test
    void evidenceFloor_aBestMatchBelowTheFloorTimesTheAttainable_countsOnlyItsShare() {
        List<SeedEvidence> candidates =
                List.of(new SeedEvidence("a", LONG, 0.6, 2.0, false), new SeedEvidence("b", LONG, 0.5, 1.0, false));
        SeedRelevance floored = new SeedRelevance(SeedMode.HYBRID, 0.5, 0.9, NO_PRIOR, 1.0);

        Map<String, Double> weak = floored.of(candidates, 8.0); // the best match holds a quarter of the query
        Map<String, Double> strong = floored.of(candidates, 1.5); // the best match reaches the attainable

        assertThat(weak.get("a")).isCloseTo(0.5 * 0.6 + 0.5 * 2.0 / 8.0, within(1e-12));
        assertThat(weak.get("b")).isCloseTo(0.5 * 0.5 + 0.5 * 1.0 / 8.0, within(1e-12));
        assertThat(strong.get("a")).isCloseTo(0.5 * 0.6 + 0.5 * 1.0, within(1e-12));
        assertThat(strong.get("b")).isCloseTo(0.5 * 0.5 + 0.5 * 0.5, within(1e-12));
    }

    @Test
    void evidenceFloor_leavesVectorAndLexicalSeedsAsTheyWere() {
        List<SeedEvidence> candidates =
                List.of(new SeedEvidence("a", LONG, 0.7, 3.0, false), new SeedEvidence("b", LONG, 0.4, 1.5, false));
        for (SeedMode mode : List.of(SeedMode.VECTOR, SeedMode.LEXICAL)) {
            assertThat(new SeedRelevance(mode, 0.5, 0.9, NO_PRIOR, 1.0).of(candidates, 30.0))
                    .isEqualTo(new SeedRelevance(mode, 0.5, 0.9, NO_PRIOR, 0).of(candidates, 30.0));
        }
    }

    @Test
    void evidenceFloorOutOfRange_orANegativeAttainable_isRefused() {
        assertThatThrownBy(() -> new SeedRelevance(SeedMode.HYBRID, 0.5, 0.9, NO_PRIOR, -0.5))
                .hasMessageContaining("evidenceFloor");
        assertThatThrownBy(() -> new SeedRelevance(SeedMode.HYBRID, 0.5, 0.9, NO_PRIOR, 1.0)
                        .of(List.of(new SeedEvidence("a", LONG, 0.5, 1.0, false)), -1))
                .hasMessageContaining("attainable");
    }

    @Property(tries = 300)
    void evidenceFloor_neverRaisesARelevance_neverReordersTheLexicalPart_andZeroIsTheOldFormula(
            @ForAll @DoubleRange(min = -1, max = 1) double cosine,
            @ForAll @DoubleRange(min = 0, max = 50) double bm25,
            @ForAll @DoubleRange(min = 0, max = 50) double otherBm25,
            @ForAll @DoubleRange(min = 0, max = 100) double attainable,
            @ForAll @DoubleRange(min = 0, max = 10) double floor) {
        List<SeedEvidence> candidates = List.of(
                new SeedEvidence("x", LONG, cosine, bm25, false),
                new SeedEvidence("y", LONG, cosine, otherBm25, false));
        Map<String, Double> plain =
                new SeedRelevance(SeedMode.HYBRID, 0.5, 0.9, NO_PRIOR, 0).of(candidates, attainable);
        Map<String, Double> floored =
                new SeedRelevance(SeedMode.HYBRID, 0.5, 0.9, NO_PRIOR, floor).of(candidates, attainable);

        assertThat(floored.get("x")).isLessThanOrEqualTo(plain.get("x") + 1e-12);
        assertThat((floored.get("x") - floored.get("y")) * (plain.get("x") - plain.get("y")))
                .isGreaterThanOrEqualTo(0.0);
        assertThat(new SeedRelevance(SeedMode.HYBRID, 0.5, 0.9, NO_PRIOR, 0).of(candidates, 0))
                .isEqualTo(plain);
    }
}
