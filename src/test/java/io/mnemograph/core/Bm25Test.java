package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class Bm25Test {

    @Test
    void score_workedExample() {
        // N 10, avgdl 8; "hike" in 2 documents, "lisbon" in 5. A document of 6 terms, "hike" twice, "lisbon" once:
        // k1 (1 - b + b x 6 / 8) = 1.2 x 0.8125 = 0.975
        // idf(hike) = ln(1 + 8.5 / 2.5) = 1.48160, weight 2 / (2 + 0.975) = 0.67227
        // idf(lisbon) = ln(1 + 5.5 / 5.5) = 0.69315, weight 1 / (1 + 0.975) = 0.50633
        Bm25.Statistics statistics = new Bm25.Statistics(10, 8, Map.of("hike", 2L, "lisbon", 5L));
        double score =
                Bm25.score(List.of("hike", "lisbon"), Map.of("hike", 2, "lisbon", 1, "sister", 3), 6, statistics);
        assertThat(score).isCloseTo(1.48160 * 0.67227 + 0.69315 * 0.50633, within(1e-4));
    }

    @Test
    void score_countsARepeatedQueryTermTwice_andIgnoresTermsTheDocumentLacks() {
        Bm25.Statistics statistics = new Bm25.Statistics(10, 8, Map.of("game", 3L));
        Map<String, Integer> doc = Map.of("game", 1);
        double once = Bm25.score(List.of("game"), doc, 5, statistics);
        assertThat(Bm25.score(List.of("game", "game"), doc, 5, statistics)).isCloseTo(2 * once, within(1e-12));
        assertThat(Bm25.score(List.of("chess"), doc, 5, statistics)).isZero();
    }

    @Test
    void attainable_isWhatAnAverageMemoryHoldingEachQueryTermOnceScores_anAbsentTermAtItsFullIdf() {
        Bm25.Statistics statistics = new Bm25.Statistics(10, 8, Map.of("hike", 2L, "lisbon", 5L));
        Map<String, Integer> holdsBoth = Map.of("hike", 1, "lisbon", 1, "sister", 1, "trip", 5); // 8 terms

        assertThat(Bm25.attainable(List.of("hike", "lisbon"), statistics))
                .isCloseTo(Bm25.score(List.of("hike", "lisbon"), holdsBoth, 8, statistics), within(1e-12));
        // "zebra": no memory holds it, idf(10, 0) = ln(1 + 10.5 / 0.5) = ln 22, weight 1 / 2.2
        assertThat(Bm25.attainable(List.of("hike", "zebra"), statistics))
                .isCloseTo((Bm25.idf(10, 2) + Math.log(22)) / 2.2, within(1e-12));
        assertThat(Bm25.attainable(List.of(), statistics)).isZero();
    }

    @Test
    void storedLength_isExactBelow24_thenKeepsFourSignificantBitsOfTheExcess() {
        assertThat(Bm25.storedLength(0)).isZero();
        assertThat(Bm25.storedLength(23)).isEqualTo(23);
        assertThat(Bm25.storedLength(31)).isEqualTo(31);
        // 24 + 40 = 64: excess 40 = 101000b -> 1010 << 2 = 40
        assertThat(Bm25.storedLength(64)).isEqualTo(64);
        // excess 41 = 101001b -> rounded down to 40
        assertThat(Bm25.storedLength(65)).isEqualTo(64);
    }

    @Test
    void statistics_rejectNoDocumentsAndNoLength() {
        assertThatThrownBy(() -> new Bm25.Statistics(0, 5, Map.of())).hasMessageContaining("documents");
        assertThatThrownBy(() -> new Bm25.Statistics(5, 0, Map.of())).hasMessageContaining("averageLength");
    }

    @Property(tries = 300)
    void idf_isPositive_andFallsAsMoreDocumentsHoldTheTerm(
            @ForAll @LongRange(min = 1, max = 1_000_000) long n, @ForAll @LongRange(min = 0, max = 1_000_000) long df) {
        long held = Math.min(n, df);
        assertThat(Bm25.idf(n, held)).isPositive();
        if (held < n) {
            assertThat(Bm25.idf(n, held + 1)).isLessThan(Bm25.idf(n, held));
        }
    }

    @Property(tries = 300)
    void termWeight_isBelowOne_risesWithFrequency_andNeverRisesWithLength(
            @ForAll @IntRange(min = 1, max = 50) int f,
            @ForAll @IntRange(min = 1, max = 5_000) int length,
            @ForAll @IntRange(min = 1, max = 500) int averageLength) {
        double w = Bm25.termWeight(f, length, averageLength);
        assertThat(w).isGreaterThan(0).isLessThan(1);
        assertThat(Bm25.termWeight(f + 1, length, averageLength)).isGreaterThan(w);
        assertThat(Bm25.termWeight(f, length + 1, averageLength)).isLessThanOrEqualTo(w);
    }

    @Property(tries = 300)
    void storedLength_neverExceedsTheLength_andLosesAtMostAnEighthOfTheExcess(
            @ForAll @IntRange(min = 0, max = 10_000_000) int length) {
        int stored = Bm25.storedLength(length);
        assertThat(stored).isLessThanOrEqualTo(length);
        assertThat(length - stored).isLessThanOrEqualTo(Math.max(0, length - 24) / 8);
    }
}
