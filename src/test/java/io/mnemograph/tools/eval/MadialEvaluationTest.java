package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MadialEvaluationTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-01-02T03:04:05Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private EvaluationReport run(RecallSystem system) {
        return new MadialEvaluation(
                        MadialFixtures.dataset(dir),
                        "fixture",
                        MadialEvaluation.DEFAULT_KS,
                        MadialEvaluation.DEFAULT_ASK_AT,
                        CLOCK)
                .run(List.of(system));
    }

    @Test
    void run_loadsEveryMemoryOnceIntoOneNamespace_asksEachCueAtTheAskDate() {
        ReverseRecallSystem system = new ReverseRecallSystem();

        EvaluationReport report = run(system);

        assertThat(system.loads).containsExactly("madial 8");
        assertThat(system.recalls).hasSize(4).allMatch(r -> r.equals("madial 2024-06-01T00:00:00Z 10"));
        assertThat(report.benchmark()).isEqualTo(Benchmark.MADIAL);
        assertThat(report.sampleIds()).containsExactly("fixture");
        assertThat(report.questions()).isEqualTo(4);
    }

    @Test
    void run_reverseSystem_scoresHandComputedRecallOverallAndPerUser() {
        RecallMetrics metrics =
                run(new ReverseRecallSystem()).systems().getFirst().metrics();

        // reversed: 9, 8, 7, 5, 4, 3, 2, 1. Gold {1}@8, {5, 4}@4,5, {7, 8}@3,2, {2}@7
        assertThat(metrics.overall().at(1).evidenceRecall()).isEqualTo(0.0);
        assertThat(metrics.overall().at(3).evidenceRecall()).isEqualTo(1.0 / 4);
        assertThat(metrics.overall().at(5).evidenceRecall()).isEqualTo(2.0 / 4);
        assertThat(metrics.overall().at(10).evidenceRecall()).isEqualTo(1.0);
        assertThat(metrics.byCategory()).extracting(GroupMetrics::group).containsExactly("Mia", "Tom");
        assertThat(metrics.byCategory().get(1).at(3).evidenceRecall()).isEqualTo(0.5);
    }
}
