package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** Personalized PageRank against scores solved by hand, and its invariants on random graphs. */
class PersonalizedPageRankTest {

    private static final int CONVERGED = 200;

    @Test
    void twoNodes_restartAtOne_solvesToTwoThirdsAndOneThird() {
        PersonalizedPageRank walk = new PersonalizedPageRank();
        walk.link("a", "b", 1);
        walk.node("c");

        // p_a = 0.5 + 0.5 p_b, p_b = 0.5 p_a
        Map<String, Double> p = walk.scores(Map.of("a", 1.0), 0.5, CONVERGED);

        assertThat(p.get("a")).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(p.get("b")).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(p.get("c")).isZero();
    }

    @Test
    void linkWeights_shareTheFlow() {
        PersonalizedPageRank walk = new PersonalizedPageRank();
        walk.link("a", "b", 3);
        walk.link("a", "c", 1);

        // p_a = 0.5 + 0.5 (p_b + p_c), p_b = 0.5 p_a 3/4, p_c = 0.5 p_a 1/4
        Map<String, Double> p = walk.scores(Map.of("a", 1.0), 0.5, CONVERGED);

        assertThat(p.get("a")).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(p.get("b")).isCloseTo(0.25, within(1e-12));
        assertThat(p.get("c")).isCloseTo(1.0 / 12, within(1e-12));
    }

    @Test
    void aSeedWithoutLinks_returnsItsScoreToTheRestartDistribution() {
        PersonalizedPageRank walk = new PersonalizedPageRank();
        walk.link("a", "b", 1);
        walk.node("c");

        // restart 1/2 at a and at c; c's score goes back to the restart: p_c = 1/4 + 1/4 p_c
        Map<String, Double> p = walk.scores(Map.of("a", 2.0, "c", 2.0, "absent", 5.0), 0.5, CONVERGED);

        assertThat(p.get("c")).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(p.get("a")).isCloseTo(4.0 / 9, within(1e-12));
        assertThat(p.get("b")).isCloseTo(2.0 / 9, within(1e-12));
    }

    @Test
    void noSeedInTheGraph_scoresNothing_andDampingOneIsRefused() {
        PersonalizedPageRank walk = new PersonalizedPageRank();
        walk.link("a", "b", 1);

        assertThat(walk.scores(Map.of("x", 1.0), 0.5, CONVERGED)).isEmpty();
        assertThatThrownBy(() -> walk.scores(Map.of("a", 1.0), 1.0, 1)).hasMessageContaining("damping");
    }

    @Property(tries = 200)
    void scores_sumToOne_andNeverNegative(
            @ForAll @Size(min = 1, max = 30) List<@IntRange(max = 9) Integer> ends,
            @ForAll @DoubleRange(min = 0, max = 0.95) double damping,
            @ForAll @IntRange(max = 9) int seed) {
        PersonalizedPageRank walk = new PersonalizedPageRank();
        for (int i = 0; i + 1 < ends.size(); i += 2) {
            walk.link("n" + ends.get(i), "n" + ends.get(i + 1), 1 + i);
        }
        walk.node("n" + seed);

        Map<String, Double> p = walk.scores(Map.of("n" + seed, 1.0), damping, 30);

        assertThat(p.values().stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(1.0, within(1e-9));
        assertThat(p.values()).allMatch(score -> score >= 0);
        assertThat(p.get("n" + seed)).isGreaterThanOrEqualTo(1 - damping - 1e-12);
    }
}
