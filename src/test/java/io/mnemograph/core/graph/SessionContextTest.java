package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import io.mnemograph.core.graph.SessionContext.Result;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** Session context on hand-built results, the expected factors worked out by hand. */
class SessionContextTest {

    private static final Offset<Double> EXACT = offset(1e-12);

    @Test
    void factors_liftEachResultByItsSessionsShareOfTheHeaviestSessionsMass() {
        List<Result> results = List.of(
                new Result("a1", "a", 0.6, true),
                new Result("a2", "a", 0.3, true),
                new Result("b1", "b", 0.65, true),
                new Result("a3", "a", 0.2, false));

        Map<String, Double> factors = new SessionContext(0.5).factors(results);

        // mass a = 0.6 + 0.3 (direct only) = 0.9, the most; mass b = 0.65
        assertThat(factors.get("a1")).isCloseTo(1.5, EXACT);
        assertThat(factors.get("a2")).isCloseTo(1.5, EXACT);
        assertThat(factors.get("a3"))
                .as("associative, lifted by its session's direct matches")
                .isCloseTo(1.5, EXACT);
        assertThat(factors.get("b1")).isCloseTo(1 + 0.5 * 0.65 / 0.9, EXACT);
        assertThat(factors.keySet()).containsExactly("a1", "a2", "b1", "a3");
        assertThat(0.6 * factors.get("a1"))
                .as("two matches in one conversation outrank one slightly better match alone")
                .isGreaterThan(0.65 * factors.get("b1"));
    }

    @Test
    void factors_anAssociativeResultWhoseSessionHasNoDirectMatch_isNotLifted() {
        Map<String, Double> factors = new SessionContext(0.5)
                .factors(List.of(new Result("a1", "a", 0.6, true), new Result("c1", "c", 0.4, false)));

        assertThat(factors.get("c1")).isEqualTo(1.0);
        assertThat(factors.get("a1")).isCloseTo(1.5, EXACT);
    }

    @Test
    void factors_withoutSessions_keepTheOrderOfScores() {
        List<Result> results = List.of(
                new Result("x", null, 0.3, true), new Result("y", null, 0.8, true), new Result("z", null, 0.5, false));

        Map<String, Double> factors = new SessionContext(1.0).factors(results);

        assertThat(factors.get("y")).isCloseTo(2.0, EXACT);
        assertThat(factors.get("z")).isCloseTo(1 + 0.5 / 0.8, EXACT);
        assertThat(results.stream()
                        .sorted(Comparator.comparingDouble(r -> -r.score() * factors.get(r.id())))
                        .map(Result::id))
                .containsExactly("y", "z", "x");
    }

    @Test
    void factors_aSessionlessResultAboveTheHeaviestMass_isLiftedByAtMostOnePlusLambda() {
        Map<String, Double> factors = new SessionContext(0.5)
                .factors(List.of(new Result("a1", "a", 0.4, true), new Result("free", null, 0.9, false)));

        assertThat(factors.get("free")).isCloseTo(1.5, EXACT);
        assertThat(factors.get("a1")).isCloseTo(1.5, EXACT);
    }

    @Test
    void factors_lambdaZeroOrNothingScored_liftNothing() {
        List<Result> results = List.of(new Result("a1", "a", 0.6, true), new Result("b1", "b", 0.0, true));

        assertThat(new SessionContext(0).factors(results).values()).containsOnly(1.0);
        assertThat(new SessionContext(0.5)
                        .factors(List.of(new Result("b1", "b", 0.0, true)))
                        .values())
                .containsOnly(1.0);
        assertThat(new SessionContext(0.5).factors(List.of())).isEmpty();
        assertThat(new SessionContext(0.5).maxLift()).isEqualTo(1.5);
    }

    @Test
    void lambdaOutsideZeroToOne_isRefused() {
        assertThatThrownBy(() -> new SessionContext(1.1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("lambda");
        assertThatThrownBy(() -> new SessionContext(-0.1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void heaviestMass_isTheHeaviestSessionsDirectMass_oraSessionlessMatchsOwnScore() {
        SessionContext context = new SessionContext(0.5);
        List<Result> results = List.of(
                new Result("a1", "a", 0.6, true),
                new Result("a2", "a", 0.3, true),
                new Result("a3", "a", 0.9, false),
                new Result("lone", null, 0.7, true));
        assertThat(context.heaviestMass(results))
                .as("associative a3 adds nothing")
                .isCloseTo(0.9, EXACT);
        assertThat(context.heaviestMass(List.of(new Result("lone", null, 0.7, true), new Result("x", null, 2, false))))
                .isCloseTo(0.7, EXACT);
        assertThat(context.heaviestMass(List.of())).isZero();
    }

    @Test
    void unliftedWithoutSession_undoesTheLiftOfASessionlessResult_belowAndAboveTheHeaviestMass() {
        SessionContext context = new SessionContext(0.5);
        for (double score : new double[] {0.001, 0.05, 0.3, 0.59, 0.6, 0.61, 0.9, 3.0}) {
            List<Result> results = List.of(new Result("seed", null, 0.6, true), new Result("m", null, score, false));
            double lifted = score * context.factors(results).get("m");
            assertThat(context.unliftedWithoutSession(lifted, context.heaviestMass(results)))
                    .as("score " + score)
                    .isCloseTo(score, offset(1e-12));
        }
        assertThat(new SessionContext(0).unliftedWithoutSession(0.4, 0.6)).isEqualTo(0.4);
        assertThat(context.unliftedWithoutSession(0.4, 0))
                .as("nothing scored, nothing lifted")
                .isEqualTo(0.4);
    }
}
