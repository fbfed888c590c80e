package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class RecallMetricsTest {

    private static QuestionOutcome outcome(int category, List<String> evidence, String... ranked) {
        return new QuestionOutcome("conv-x", new Question("q?", category, evidence, "a"), List.of(ranked));
    }

    // multi-hop: evidence {a, b}, a at rank 1, b at rank 3 -> @1 0.5, @3 1
    // single-hop: evidence {c}, at rank 2 -> @1 0, @3 1
    // single-hop: evidence {d}, absent -> 0, 0
    private final List<QuestionOutcome> outcomes = List.of(
            outcome(1, List.of("a", "b"), "a", "x", "b"),
            outcome(4, List.of("c"), "x", "c", "y"),
            outcome(4, List.of("d"), "x", "y", "z"));

    private final RecallMetrics metrics = RecallMetrics.of(outcomes, List.of(1, 3));

    @Test
    void of_overall_isMeanOverAllQuestions() {
        GroupMetrics overall = metrics.overall();

        assertThat(overall.group()).isEqualTo("overall");
        assertThat(overall.questions()).isEqualTo(3);
        assertThat(overall.at(1)).isEqualTo(new RecallAtK(1, 0.5 / 3, 0, 1.0 / 3));
        assertThat(overall.at(3).evidenceRecall()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(overall.at(3).recallAll()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(overall.at(3).recallAny()).isCloseTo(2.0 / 3, within(1e-12));
    }

    @Test
    void of_byCategory_onlyCategoriesWithQuestionsInOrder() {
        assertThat(metrics.byCategory()).extracting(GroupMetrics::group).containsExactly("multi-hop", "single-hop");
        assertThat(metrics.category(Category.TEMPORAL)).isEmpty();
    }

    @Test
    void of_multiHop_scoresPartialEvidence() {
        GroupMetrics multiHop = metrics.category(Category.MULTI_HOP).orElseThrow();

        assertThat(multiHop.at(1)).isEqualTo(new RecallAtK(1, 0.5, 0, 1));
        assertThat(multiHop.at(3)).isEqualTo(new RecallAtK(3, 1, 1, 1));
    }

    @Test
    void of_singleHop_averagesItsTwoQuestions() {
        GroupMetrics singleHop = metrics.category(Category.SINGLE_HOP).orElseThrow();

        assertThat(singleHop.questions()).isEqualTo(2);
        assertThat(singleHop.at(1)).isEqualTo(new RecallAtK(1, 0, 0, 0));
        assertThat(singleHop.at(3)).isEqualTo(new RecallAtK(3, 0.5, 0.5, 0.5));
    }

    @Test
    void of_answers_shareAnsweredEmptyAndMeanResults() {
        RecallMetrics withEmpty = RecallMetrics.of(
                List.of(
                        outcome(4, List.of("c"), "c", "x"),
                        outcome(4, List.of("d")),
                        outcome(1, List.of("a"), "x", "y", "a", "b")),
                List.of(1, 3));

        assertThat(withEmpty.answers().emptyShare()).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(withEmpty.answers().meanResults()).isCloseTo(2.0, within(1e-12));
        assertThat(metrics.answers()).isEqualTo(new RecallMetrics.AnswerSizes(0, 3));
    }
}
