package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole harness on the fixture file: loading, replay, scoring and every output. */
class LocomoHarnessTest {

    @TempDir
    Path dir;

    @Test
    void fullRun_fixtureFile_scoresAndWritesTableJsonAndChart() throws Exception {
        Path file = dir.resolve("locomo-fixture.json");
        try (InputStream in = getClass().getResourceAsStream(Fixtures.RESOURCE)) {
            Files.copy(in, file);
        }
        Path out = dir.resolve("out");
        LocomoDataset dataset = LocomoDataset.load(file);
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        EvaluationReport report;
        try (RecallSystem overlap = new WordOverlapRecallSystem();
                RecallSystem reverse = new ReverseRecallSystem()) {
            report = new LocomoEvaluation(
                            dataset, ConversationSelection.all(), LocomoEvaluation.DEFAULT_KS, Clock.systemUTC())
                    .run(List.of(overlap, reverse));
        }
        new EvaluationReportWriter().writeAll(report, new PrintStream(console, true, StandardCharsets.UTF_8), out);

        assertThat(report.normalisation().keptQuestions()).isEqualTo(8);
        assertThat(report.systems()).extracting(SystemReport::system).containsExactly("word-overlap", "reverse");
        GroupMetrics overlapOverall = report.systems().getFirst().metrics().overall();
        GroupMetrics reverseOverall = report.systems().get(1).metrics().overall();
        assertThat(overlapOverall.at(5).evidenceRecall())
                .isGreaterThan(reverseOverall.at(5).evidenceRecall());
        assertThat(reverseOverall.at(10).evidenceRecall()).isEqualTo(4.5 / 8);
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("word-overlap", "reverse");
        JsonNode json = new ObjectMapper()
                .readTree(out.resolve(Benchmark.LOCOMO.jsonFile()).toFile());
        assertThat(json.get("systems")).hasSize(2);
        assertThat(json.get("normalisation").get("excludedCategory5").asInt()).isEqualTo(2);
        assertThat(ImageIO.read(out.resolve(Benchmark.LOCOMO.chartFile()).toFile()))
                .isNotNull();
    }

    @Test
    void wordOverlap_fixtureQuestion_ranksEvidenceFirst() throws IOException {
        Conversation conversation = Fixtures.dataset().conversation("conv-901");
        try (WordOverlapRecallSystem system = new WordOverlapRecallSystem()) {
            system.load("n", conversation.memories());

            assertThat(system.recall("n", "Who went sailing with Ben?", LocomoDataset.askAt(conversation), 3))
                    .startsWith("D1:2")
                    .hasSize(3);
        }
    }
}
