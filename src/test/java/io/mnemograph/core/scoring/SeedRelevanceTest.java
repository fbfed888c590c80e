package io.mnemograph.core.scoring;

import io.mnemograph.core.LengthPrior;
import io.mnemograph.core.SeedMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

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
        Map<String, Double> relevance = new SeedRelevance(SeedMode.HYBRID, 0.5, 0.9, NO_PRIOR).of(candidates);

        assertThat(relevance.keySet()).containsExactly("a", "b", "c");
        assertThat(relevance.get("a")).isCloseTo(0.5 * 0.8 + 0.5 * 1.0, within(1e-12));
        assertThat(relevance.get("b")).isCloseTo(0.9 * (0.5 * 0.6 + 0.5 * 0.5), within(1e-12));
        assertThat(relevance.get("c")).isZero();   // a negative cosine counts as 0, no lexical match
    }

    @Test
    void vectorAndLexicalSeeds_useTheirOwnRelevanceAlone() {
        List<SeedEvidence> candidates = List.of(new SeedEvidence("a", LONG, 0.7, 3.0, false),
                new SeedEvidence("b", LONG, 0.4, null, false));
        assertThat(new SeedRelevance(SeedMode.VECTOR, 0.5, 0.9, NO_PRIOR).of(candidates))
                .containsEntry("a", 0.7).containsEntry("b", 0.4);
        assertThat(new SeedRelevance(SeedMode.LEXICAL, 0.5, 0.9, NO_PRIOR).of(candidates))
                .containsEntry("a", 1.0).containsEntry("b", 0.0);
    }

    @Test
    void lengthPrior_weighsAShortCandidateDown_relativeToTheLongest() {
        LengthPrior prior = new LengthPrior(0.2);
        List<SeedEvidence> candidates = List.of(new SeedEvidence("long", LONG, 0.5, null, false),
                new SeedEvidence("short", "Congrats, Nate!", 0.5, null, false));
        Map<String, Double> relevance = new SeedRelevance(SeedMode.VECTOR, 0.5, 0.9, prior).of(candidates);

        assertThat(relevance.get("long")).isEqualTo(0.5);
        assertThat(relevance.get("short")).isCloseTo(0.5 * prior.factor("Congrats, Nate!"), within(1e-12));
    }

    @Test
    void weightsOutsideTheUnitInterval_areRefused() {
        assertThatThrownBy(() -> new SeedRelevance(SeedMode.HYBRID, 1.5, 0.9, NO_PRIOR))
                .hasMessageContaining("lexicalWeight");
        assertThatThrownBy(() -> new SeedRelevance(SeedMode.HYBRID, 0.5, -0.1, NO_PRIOR))
                .hasMessageContaining("coldFactor");
    }

    @Property(tries = 300)
    void hybridRelevance_staysInTheUnitInterval_andBetweenItsTwoParts(
            @ForAll @DoubleRange(min = -1, max = 1) double cosine, @ForAll @DoubleRange(min = 0, max = 50) double bm25,
            @ForAll @DoubleRange(min = 0, max = 50) double otherBm25, @ForAll @DoubleRange(min = 0, max = 1) double w) {
        List<SeedEvidence> candidates = List.of(new SeedEvidence("x", LONG, cosine, bm25, false),
                new SeedEvidence("y", LONG, 0.1, otherBm25, false));
        double best = Math.max(bm25, otherBm25);
        double lexical = best <= 0 ? 0 : bm25 / best;
        double relevance = new SeedRelevance(SeedMode.HYBRID, w, 0.9, NO_PRIOR).of(candidates).get("x");

        assertThat(relevance).isBetween(0.0, 1.0 + 1e-12);
        assertThat(relevance).isBetween(Math.min(Math.max(0, cosine), lexical) - 1e-12,
                Math.max(Math.max(0, cosine), lexical) + 1e-12);
    }
}
