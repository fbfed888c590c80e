package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvaluationReportWriterTest {

    @TempDir
    Path dir;

    private final EvaluationReportWriter writer = new EvaluationReportWriter();

    private final EvaluationReport report = new LocomoEvaluation(
                    Fixtures.dataset(),
                    ConversationSelection.all(),
                    LocomoEvaluation.DEFAULT_KS,
                    Clock.fixed(Instant.EPOCH, ZoneOffset.UTC))
            .run(List.of(new ReverseRecallSystem(), new WordOverlapRecallSystem()));

    @Test
    void writeTable_twoSystems_oneRowEachWithOverallAndCategories() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        writer.writeTable(report, new PrintStream(bytes, true, StandardCharsets.UTF_8));

        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(5);
        assertThat(lines.get(0)).contains("all", "conv-901, conv-902", "8 questions");
        assertThat(lines.get(1))
                .contains(
                        "overall (n=8)",
                        "multi-hop (n=2)",
                        "temporal (n=2)",
                        "open-domain (n=1)",
                        "single-hop (n=3)",
                        "empty",
                        "results",
                        "load s",
                        "ms/recall");
        assertThat(lines.get(2)).contains("@5", "@10", "@20");
        assertThat(lines.get(3))
                .startsWith("reverse")
                .contains("| 0.188 0.563 1.000 | 0.250 0.500 1.000 |")
                .contains("| 0.000 |");
        assertThat(lines.get(4)).startsWith("word-overlap");
    }

    @Test
    void writeJson_report_readsBackWithScoresAndNormalisation() throws IOException {
        Path file = dir.resolve("nested/report.json");

        writer.writeJson(report, file);

        JsonNode json = new ObjectMapper().readTree(file.toFile());
        assertThat(json.get("startedAt").asText()).isEqualTo("1970-01-01T00:00:00Z");
        assertThat(json.get("normalisation").get("repairedIds").asInt()).isEqualTo(2);
        JsonNode reverse = json.get("systems").get(0);
        assertThat(reverse.get("system").asText()).isEqualTo("reverse");
        JsonNode recall10 = reverse.get("metrics").get("overall").get("recall").get(1);
        assertThat(recall10.get("k").asInt()).isEqualTo(10);
        assertThat(recall10.get("evidenceRecall").asDouble()).isEqualTo(4.5 / 8);
        assertThat(reverse.get("metrics").get("byCategory").get(0).get("group").asText())
                .isEqualTo("multi-hop");
        assertThat(reverse.get("timing").get("recalls").asInt()).isEqualTo(8);
    }

    @Test
    void writeChart_report_writesPng() throws IOException {
        Path file = dir.resolve("chart.png");

        writer.writeChart(report, file);

        BufferedImage image = ImageIO.read(file.toFile());
        assertThat(image.getWidth()).isEqualTo(1200);
        assertThat(image.getHeight()).isEqualTo(700);
    }

    @Test
    void writeChart_twelveConfigurations_widensSoEveryBarKeepsItsRoom() throws IOException {
        SystemReport one = report.systems().getFirst();
        List<SystemReport> twelve = java.util.stream.IntStream.range(0, 12)
                .mapToObj(i -> new SystemReport("config-" + i, one.metrics(), one.timing()))
                .toList();
        EvaluationReport many = new EvaluationReport(
                report.benchmark(),
                report.startedAt(),
                report.selection(),
                report.sampleIds(),
                report.ks(),
                report.questions(),
                report.normalisation(),
                twelve,
                report.totalMillis());
        Path file = dir.resolve("many.png");

        writer.writeChart(many, file);

        int bars = 12 * (one.metrics().byCategory().size() + 1);
        assertThat(ImageIO.read(file.toFile()).getWidth())
                .isEqualTo(250 + bars * 40)
                .isGreaterThan(1200);
    }

    @Test
    void writeChart_noSystems_throws() {
        EvaluationReport empty = new EvaluationReport(
                Benchmark.LOCOMO, "t", "all", List.of(), List.of(10), 0, NormalisationReport.EMPTY, List.of(), 0);

        assertThatThrownBy(() -> writer.writeChart(empty, dir.resolve("c.png")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
