package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LocomoEvaluationTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-01-02T03:04:05Z"), ZoneOffset.UTC);

    private final LocomoDataset dataset = Fixtures.dataset();

    private EvaluationReport run(RecallSystem... systems) {
        return new LocomoEvaluation(dataset, ConversationSelection.all(), LocomoEvaluation.DEFAULT_KS, CLOCK)
                .run(List.of(systems));
    }

    @Test
    void run_eachSystem_loadsEachConversationOnceInItsNamespace() {
        ReverseRecallSystem first = new ReverseRecallSystem();
        ReverseRecallSystem second = new ReverseRecallSystem();

        run(first, second);

        assertThat(first.loads).containsExactly("locomo-conv-901 15", "locomo-conv-902 15");
        assertThat(second.loads).isEqualTo(first.loads);
    }

    @Test
    void run_withSessions_storesTurnsInTheirSessions_withoutSessions_inNone() {
        ReverseRecallSystem with = new ReverseRecallSystem();
        ReverseRecallSystem without = new ReverseRecallSystem();

        run(with);
        new LocomoEvaluation(dataset, ConversationSelection.all(), LocomoEvaluation.DEFAULT_KS, CLOCK)
                .withSessions(false)
                .run(List.of(without));

        assertThat(with.sessions).hasSize(30).doesNotContainNull().contains("session-1", "session-2");
        assertThat(without.sessions).hasSize(30).containsOnlyNulls();
        assertThat(without.loads).isEqualTo(with.loads);
    }

    @Test
    void run_sweepBeforeAsking_sweepsEachNamespaceOnce_asOfTheModesInstant() {
        List<String> sweeps = new ArrayList<>();

        new LocomoEvaluation(dataset, ConversationSelection.all(), LocomoEvaluation.DEFAULT_KS, CLOCK)
                .sweepingBeforeAsking(SweepBeforeAsking.LAST_SESSION, (ns, at) -> sweeps.add(ns + " " + at))
                .run(List.of(new ReverseRecallSystem(), new ReverseRecallSystem()));
        List<String> now = new ArrayList<>();
        new LocomoEvaluation(dataset, ConversationSelection.all(), LocomoEvaluation.DEFAULT_KS, CLOCK)
                .sweepingBeforeAsking(SweepBeforeAsking.NOW, (ns, at) -> now.add(ns + " " + at))
                .run(List.of(new ReverseRecallSystem()));

        assertThat(sweeps)
                .containsExactly(
                        "locomo-conv-901 " + LocomoDataset.askAt(dataset.conversation("conv-901")),
                        "locomo-conv-902 " + LocomoDataset.askAt(dataset.conversation("conv-902")));
        assertThat(now).containsExactly("locomo-conv-901 " + CLOCK.instant(), "locomo-conv-902 " + CLOCK.instant());
    }

    @Test
    void run_everyQuestion_askedOnceAtAskAtForLargestK() {
        ReverseRecallSystem system = new ReverseRecallSystem();

        run(system);

        assertThat(system.recalls)
                .hasSize(8)
                .startsWith("locomo-conv-901 2023-06-03T00:06:00Z 20")
                .endsWith("locomo-conv-902 2022-03-01T19:45:00Z 20");
    }

    @Test
    void run_reverseSystem_scoresHandComputedOverall() {
        GroupMetrics overall =
                run(new ReverseRecallSystem()).systems().getFirst().metrics().overall();

        // evidence positions in the reversed ranking, conv-901: D1:3@13; {D1:5@11, D2:2@8}; D2:4@6; D3:2@3;
        // D1:2@14. conv-902: {D1:2@14, D2:3@8}; D2:1@10; {D1:4@12, D2:6@5}.
        assertThat(overall.questions()).isEqualTo(8);
        assertThat(overall.at(5)).isEqualTo(new RecallAtK(5, 1.5 / 8, 1.0 / 8, 2.0 / 8));
        assertThat(overall.at(10)).isEqualTo(new RecallAtK(10, 4.5 / 8, 3.0 / 8, 6.0 / 8));
        assertThat(overall.at(20)).isEqualTo(new RecallAtK(20, 1, 1, 1));
    }

    @Test
    void run_reverseSystem_scoresHandComputedCategories() {
        RecallMetrics metrics =
                run(new ReverseRecallSystem()).systems().getFirst().metrics();

        assertThat(metrics.category(Category.MULTI_HOP).orElseThrow().at(5)).isEqualTo(new RecallAtK(5, 0.25, 0, 0.5));
        assertThat(metrics.category(Category.MULTI_HOP).orElseThrow().at(10)).isEqualTo(new RecallAtK(10, 0.5, 0, 1));
        assertThat(metrics.category(Category.TEMPORAL).orElseThrow().at(5)).isEqualTo(new RecallAtK(5, 0, 0, 0));
        assertThat(metrics.category(Category.TEMPORAL).orElseThrow().at(10)).isEqualTo(new RecallAtK(10, 1, 1, 1));
        assertThat(metrics.category(Category.OPEN_DOMAIN).orElseThrow().at(5)).isEqualTo(new RecallAtK(5, 1, 1, 1));
        assertThat(metrics.category(Category.SINGLE_HOP).orElseThrow().questions())
                .isEqualTo(3);
        assertThat(metrics.category(Category.SINGLE_HOP).orElseThrow().at(10))
                .isEqualTo(new RecallAtK(10, 0.5 / 3, 0, 1.0 / 3));
    }

    @Test
    void run_report_carriesSelectionNormalisationAndTiming() {
        EvaluationReport report = run(new ReverseRecallSystem());

        assertThat(report.startedAt()).isEqualTo("2026-01-02T03:04:05Z");
        assertThat(report.selection()).isEqualTo("all");
        assertThat(report.sampleIds()).containsExactly("conv-901", "conv-902");
        assertThat(report.ks()).containsExactly(5, 10, 20);
        assertThat(report.questions()).isEqualTo(8);
        assertThat(report.normalisation().keptQuestions()).isEqualTo(8);
        assertThat(report.systems().getFirst().timing().recalls()).isEqualTo(8);
    }

    @Test
    void run_oneConversation_normalisationOfThatConversationOnly() {
        EvaluationReport report = new LocomoEvaluation(
                        dataset, ConversationSelection.parse("conv-902"), List.of(1), CLOCK)
                .run(List.of(new ReverseRecallSystem()));

        assertThat(report.questions()).isEqualTo(3);
        assertThat(report.normalisation().excludedCategory5()).isEqualTo(1);
    }

    @Test
    void constructor_unsortedKs_sortsThem() {
        EvaluationReport report = new LocomoEvaluation(dataset, ConversationSelection.all(), List.of(20, 5), CLOCK)
                .run(List.of(new ReverseRecallSystem()));

        assertThat(report.ks()).containsExactly(5, 20);
    }

    @Test
    void constructor_repeatedOrNonPositiveK_throws() {
        assertThatThrownBy(() -> new LocomoEvaluation(dataset, ConversationSelection.all(), List.of(5, 5), CLOCK))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LocomoEvaluation(dataset, ConversationSelection.all(), List.of(0, 5), CLOCK))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
