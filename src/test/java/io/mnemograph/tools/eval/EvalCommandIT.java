package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.mnemograph.cli.Cli;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code mnemograph eval locomo ...} end to end, the way README runs it: the fixture file replayed through the real
 * pipeline (fresh embedded Neo4j, MiniLM) for the baselines and the full pipeline, with the report written. A long
 * proof (three whole evaluations): it runs in {@code mvn verify}; {@link EvalCommandTest} checks the options quickly.
 */
class EvalCommandIT {

    @TempDir
    Path dir;

    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setErr(new PrintWriter(err));
        return cli.execute(args);
    }

    @Test
    void evalLocomo_fixture_runsEveryConfigurationAndWritesTheReport() throws Exception {
        Path file = dir.resolve("locomo-fixture.json");
        try (InputStream in = getClass().getResourceAsStream(Fixtures.RESOURCE)) {
            Files.copy(in, file);
        }

        int code = run(
                "eval",
                "locomo",
                "--file",
                file.toString(),
                "--conversations",
                "all",
                "--configs",
                "vector,text,rrf,hybrid,full",
                "--out",
                dir.toString());

        assertThat(code).as(err.toString()).isZero();
        JsonNode report = JsonMapper.createDefault()
                .readValue(Files.readAllBytes(dir.resolve("locomo-report.json")), JsonNode.class);
        List<String> systems = new ArrayList<>();
        for (JsonNode system : report.get("systems").values()) {
            systems.add(system.get("system").getStringValue());
            double recallAt10 = system.get("metrics")
                    .get("overall")
                    .get("recall")
                    .get(1)
                    .get("evidenceRecall")
                    .getDoubleValue();
            assertThat(recallAt10)
                    .as(system.get("system").getStringValue())
                    .isGreaterThan(0.0)
                    .isLessThanOrEqualTo(1.0);
        }
        assertThat(systems)
                .containsExactly(
                        "BM25",
                        "MiniLM cosine",
                        "bge cosine",
                        "RRF(BM25, MiniLM)",
                        "RRF(BM25, bge)",
                        "RRF(BM25, MiniLM, bge)",
                        "vector",
                        "text",
                        "rrf",
                        "hybrid",
                        "full");
        assertThat(dir.resolve("locomo-recall.png")).isNotEmptyFile();
    }

    @Test
    void evalMadial_fixture_runsEveryDefaultConfigurationAndWritesTheReport() throws Exception {
        Path memories = MadialFixtures.copy(MadialFixtures.MEMORIES, dir);
        Path dialogues = MadialFixtures.copy(MadialFixtures.DIALOGUES, dir);

        int code = run(
                "eval",
                "madial",
                "--memories",
                memories.toString(),
                "--dialogues",
                dialogues.toString(),
                "--channels",
                "none",
                "--out",
                dir.toString());

        assertThat(code).as(err.toString()).isZero();
        JsonNode report = JsonMapper.createDefault()
                .readValue(Files.readAllBytes(dir.resolve("madial-report.json")), JsonNode.class);
        assertThat(report.get("benchmark").getStringValue()).isEqualTo("MADIAL");
        List<String> systems = new ArrayList<>();
        for (JsonNode system : report.get("systems").values()) {
            systems.add(system.get("system").getStringValue());
        }
        assertThat(systems).containsExactly("cosine", "vector", "text", "rrf", "flat", "hybrid", "full", "defaults");
        JsonNode cosine =
                report.get("systems").get(0).get("metrics").get("overall").get("recall");
        // k = 1, 3, 5, 10. Memory 8 (gold of the third cue) is dated after the ask date, so nothing finds it:
        // at k 10 every visible memory is returned, 3.5 of the 4 cues' gold.
        assertThat(cosine.get(3).get("evidenceRecall").getDoubleValue()).isEqualTo(3.5 / 4);
        // the exact cosine puts the one memory each cue is about first (the violin cue has two gold memories,
        // the stars cue's second is not yet stored)
        assertThat(cosine.get(0).get("evidenceRecall").getDoubleValue()).isEqualTo(3.0 / 4);
        JsonNode vector =
                report.get("systems").get(1).get("metrics").get("overall").get("recall");
        assertThat(vector).as("an index of 8 vectors ranks exactly").isEqualTo(cosine);
        assertThat(dir.resolve("madial-recall.png")).isNotEmptyFile();
    }

    @Test
    void evalMadial_serviceWithTheBgeChannel_reportsEveryFlatBaselineBesideIt() throws Exception {
        Path memories = MadialFixtures.copy(MadialFixtures.MEMORIES, dir);
        Path dialogues = MadialFixtures.copy(MadialFixtures.DIALOGUES, dir);

        int code = run(
                "eval",
                "madial",
                "--memories",
                memories.toString(),
                "--dialogues",
                dialogues.toString(),
                "--configs",
                "cosine,full",
                "--service-channels",
                "bge",
                "--service-channel-weight",
                "0.3",
                "--out",
                dir.toString());

        assertThat(code).as(err.toString()).isZero();
        JsonNode report = JsonMapper.createDefault()
                .readValue(Files.readAllBytes(dir.resolve("madial-report.json")), JsonNode.class);
        List<String> systems = new ArrayList<>();
        for (JsonNode system : report.get("systems").values()) {
            systems.add(system.get("system").getStringValue());
            assertThat(system.get("metrics")
                            .get("overall")
                            .get("recall")
                            .get(3)
                            .get("evidenceRecall")
                            .getDoubleValue())
                    .as(system.get("system").getStringValue())
                    .isGreaterThan(0.0)
                    .isLessThanOrEqualTo(1.0);
        }
        assertThat(systems)
                .containsExactly(
                        "BM25",
                        "MiniLM cosine",
                        "bge cosine",
                        "RRF(BM25, MiniLM)",
                        "RRF(BM25, bge)",
                        "RRF(BM25, MiniLM, bge)",
                        "cosine",
                        "full");
        assertThat(report.get("systems").get(1).get("metrics"))
                .as("MiniLM cosine is the cosine baseline")
                .isEqualTo(report.get("systems").get(6).get("metrics"));
    }

    @Test
    void evalAblation_fixtures_everySetHasARowPerSwitchWithNumbers() throws Exception {
        Path locomo = dir.resolve("locomo-fixture.json");
        try (InputStream in = getClass().getResourceAsStream(Fixtures.RESOURCE)) {
            Files.copy(in, locomo);
        }
        Path madial = Files.createDirectories(dir.resolve("madial"));
        Files.move(MadialFixtures.copy(MadialFixtures.MEMORIES, madial), madial.resolve("MADial-Bench-en-memory.json"));
        Files.move(
                MadialFixtures.copy(MadialFixtures.DIALOGUES, madial),
                madial.resolve("MADial-Bench-en-dialogue-dev.json"));
        Path out = dir.resolve("out");

        int code = run(
                "eval",
                "ablation",
                "--locomo",
                locomo.toString(),
                "--conversations",
                "all",
                "--madial",
                madial.toString(),
                "--channels",
                "bge",
                "--out",
                out.toString());

        assertThat(code).as(err.toString()).isZero();
        JsonNode summary =
                JsonMapper.createDefault().readValue(Files.readAllBytes(out.resolve("ablation.json")), JsonNode.class);
        List<String> sets = new ArrayList<>();
        for (JsonNode table : summary.get("tables").values()) {
            String set = table.get("set").getStringValue();
            sets.add(set);
            List<String> configurations = new ArrayList<>();
            for (JsonNode row : table.get("rows").values()) {
                String name = row.get("configuration").getStringValue();
                configurations.add(name);
                for (String figure : List.of("at5", "at10")) {
                    assertThat(row.get("overall").get(figure).getDoubleValue())
                            .as(set + " " + name)
                            .isBetween(0.0, 1.0);
                    assertThat(row.get("gain").get(figure).getDoubleValue())
                            .as(set + " " + name)
                            .isBetween(-1.0, 1.0);
                    if (name.equals("full")) {
                        assertThat(row.get("gain").get(figure).getDoubleValue()).isZero();
                    }
                }
                assertThat(row.get("multiHop").isNull()).as(set + " " + name).isEqualTo(set.equals("madial"));
            }
            List<String> expected = new ArrayList<>(List.of("BM25", "bge cosine", "RRF(BM25, bge)"));
            expected.addAll(AblationReport.CONFIGURATIONS);
            assertThat(configurations).as(set).isEqualTo(expected);
            assertThat(configurations)
                    .contains(
                            "full:hops=1",
                            "full:off=decay",
                            "full:off=context",
                            "full:off=entity",
                            "full:off=co-recall");
        }
        assertThat(sets).containsExactly("locomo", "locomo-no-sessions", "madial");
        String markdown = Files.readString(out.resolve("ablation.md"));
        for (String configuration : AblationReport.CONFIGURATIONS) {
            assertThat(markdown).contains("| `" + configuration + "` |");
        }
        assertThat(out.resolve("ablation.png")).isNotEmptyFile();
        assertThat(out.resolve("locomo/locomo-report.json")).isNotEmptyFile();
        assertThat(out.resolve("locomo-no-sessions/locomo-recall.png")).isNotEmptyFile();
        assertThat(out.resolve("madial/madial-report.json")).isNotEmptyFile();
    }
}
