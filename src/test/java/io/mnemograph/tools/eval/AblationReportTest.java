package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.scoring.Ablation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ablation summary: gains are {@code full} minus the row, per set, in markdown as in docs/evaluation.md. */
class AblationReportTest {

    private static final List<Integer> KS = List.of(5, 10);

    /** A system asked one multi-hop and one single-hop question, each answered at rank 1 or not at all. */
    private static SystemReport system(String name, boolean multiHopFound, boolean singleHopFound) {
        List<String> ranked = List.of("x", "y", "z", "w", "v", "u");
        List<QuestionOutcome> outcomes = List.of(
                new QuestionOutcome(
                        "c", new Question("m?", 1, List.of("a"), "a"), multiHopFound ? List.of("a") : ranked),
                new QuestionOutcome(
                        "c", new Question("s?", 4, List.of("b"), "b"), singleHopFound ? List.of("b") : ranked));
        return new SystemReport(name, RecallMetrics.of(outcomes, KS), Timing.ofNanos(0, 0, 2));
    }

    private static EvaluationReport report(SystemReport... systems) {
        return new EvaluationReport(
                Benchmark.LOCOMO,
                "2026-11-27T00:00:00Z",
                "dev",
                List.of("c"),
                KS,
                2,
                NormalisationReport.EMPTY,
                List.of(systems),
                0);
    }

    @Test
    void of_gainIsFullMinusTheRow_overallAndMultiHop() {
        AblationTable table = AblationTable.of(
                "locomo",
                "LoCoMo dev, with sessions",
                report(
                        system("full", true, true),
                        system("full:off=entity", false, true),
                        system("full:off=decay", true, true)));

        AblationTable.Row full = table.rows().get(0);
        AblationTable.Row entity = table.rows().get(1);
        assertThat(full.gain()).isEqualTo(new AblationTable.Recall(0, 0));
        assertThat(entity.overall().at10()).isCloseTo(0.5, within(1e-12));
        assertThat(entity.gain().at10())
                .as("the entity links add the multi-hop answer")
                .isCloseTo(0.5, within(1e-12));
        assertThat(entity.multiHopGain().at5()).isCloseTo(1.0, within(1e-12));
        assertThat(table.rows().get(2).gain().at5()).isZero();
        assertThat(table.hasMultiHop()).isTrue();
    }

    @Test
    void of_withoutFull_failsNamingTheSet() {
        assertThatThrownBy(() -> AblationTable.of("madial", "MADial-Bench dev", report(system("cosine", true, true))))
                .hasMessageContaining("madial")
                .hasMessageContaining("\"full\"");
    }

    @Test
    void markdown_oneTablePerSet_signedGains() {
        AblationReport summary = new AblationReport(
                "2026-11-27T00:00:00Z",
                List.of(AblationTable.of(
                        "locomo",
                        "LoCoMo dev, with sessions",
                        report(system("full", true, false), system("full:off=lexical", true, true)))));

        String markdown = summary.markdown();

        assertThat(markdown).startsWith("LoCoMo dev, with sessions (2 questions)");
        assertThat(markdown)
                .contains("| configuration | @5 | @10 | multi-hop @5 | multi-hop @10 | gain @5 | gain @10 |"
                        + " multi-hop gain @5 | multi-hop gain @10 |");
        assertThat(markdown).contains("| `full` | 0.500 | 0.500 | 1.000 | 1.000 | 0 | 0 | 0 | 0 |");
        assertThat(markdown)
                .contains("| `full:off=lexical` | 1.000 | 1.000 | 1.000 | 1.000 | -0.500 | -0.500 | 0 | 0 |");
    }

    @Test
    void configurations_baselinesFullOneHopGraphBaselinesEveryPartOffThenTheDefaults() {
        assertThat(AblationReport.CONFIGURATIONS)
                .startsWith("cosine", "text", "rrf", "hybrid", "full", "full:hops=1", "expand", "ppr")
                .contains(
                        "full:off=decay",
                        "full:off=length-prior",
                        "full:off=entity",
                        "full:off=named-entity",
                        "full:off=co-recall")
                .endsWith("defaults:boost=false", "defaults")
                .hasSize(8 + Ablation.Part.values().length + 2);
        AblationReport.CONFIGURATIONS.forEach(RecallConfiguration::parse);
    }
}
