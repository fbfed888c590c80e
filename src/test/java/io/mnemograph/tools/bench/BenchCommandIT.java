package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mnemograph.cli.Cli;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The bench end to end at a tiny size, through the command line: the JSON report has every figure, with sane values
 * and the right counts. Never asserts on speed.
 */
class BenchCommandIT {

    private static final int SIZE = 500;
    private static final int REAL = 120;
    private static final int QUERIES = 12;
    private static final int QUALITY = 8;
    private static final int REMEMBER = 6;
    private static final int REMEMBER_WARMUP = 2;

    @TempDir
    Path out;

    @TempDir
    Path dataRoot;

    @Test
    void bench_tinySize_writesTableAndCompleteJson() throws IOException {
        StringWriter stdout = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(stdout));
        int code = cli.execute(
                "bench",
                "--sizes",
                Integer.toString(SIZE),
                "--real",
                Integer.toString(REAL),
                "--queries",
                Integer.toString(QUERIES),
                "--warmup",
                "2",
                "--quality-queries",
                Integer.toString(QUALITY),
                "--remember-calls",
                Integer.toString(REMEMBER),
                "--remember-warmup",
                Integer.toString(REMEMBER_WARMUP),
                "--batch",
                "200",
                "--embed-batch",
                "4",
                "--out",
                out.toString(),
                "--data-root",
                dataRoot.toString(),
                "--peer",
                "langchain4j");

        assertThat(code).isZero();
        assertThat(stdout.toString())
                .contains("recall p50 / p95 / p99 (ms)")
                .contains("index top-10 asking 30")
                .contains("recall with hops 0")
                .contains("spreading cost (hops 2 - hops 0)")
                .contains("hops 2, one Cypher query")
                .contains("graph: associations per memory")
                .contains("JSON report:");
        List<Path> reports;
        try (Stream<Path> files = Files.list(out)) {
            reports = files.toList();
        }
        assertThat(reports)
                .singleElement()
                .satisfies(p -> assertThat(p.getFileName().toString()).matches("bench-\\d{8}-\\d{6}\\.json"));
        try (Stream<Path> left = Files.list(dataRoot)) {
            assertThat(left).as("data directories are deleted").isEmpty();
        }

        JsonNode report = BenchReportWriter.mapper().readTree(reports.getFirst().toFile());
        assertThat(report.path("machine").path("cores").asInt()).isPositive();
        assertThat(report.path("machine").path("embedding_dimension").asInt()).isEqualTo(384);
        assertThat(report.path("settings").path("out").asText()).isEqualTo(out.toString());
        assertThat(report.path("sizes")).hasSize(1);
        JsonNode size = report.path("sizes").get(0);
        assertThat(size.path("size").asInt()).isEqualTo(SIZE);
        assertThat(size.path("startup_ms").asDouble()).isPositive();
        assertThat(size.has("load_average_before")).isTrue();
        assertThat(size.has("load_average_after")).isTrue();

        JsonNode load = size.path("load");
        assertThat(load.path("memories").asInt()).isEqualTo(SIZE);
        assertThat(load.path("real_embedded").asInt()).isEqualTo(REAL);
        assertThat(load.path("synthesised").asInt()).isEqualTo(SIZE - REAL);
        assertThat(load.path("mean_cosine_to_base").asDouble()).isBetween(0.8, 1.0);
        assertThat(load.path("nodes_per_second").asDouble()).isPositive();
        assertThat(load.path("mean_importance").asDouble()).isBetween(1.0, 1.3);

        JsonNode graph = size.path("graph");
        assertThat(graph.path("semantic").asLong()).isPositive();
        assertThat(graph.path("temporal").asLong()).isPositive();
        assertThat(graph.path("associations").asLong())
                .isEqualTo(
                        graph.path("semantic").asLong() + graph.path("temporal").asLong());
        assertThat(graph.path("edges_per_memory").asDouble())
                .isCloseTo(2.0 * graph.path("associations").asLong() / SIZE, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(graph.path("mean_semantic_weight").asDouble()).isBetween(0.2, 0.5);
        assertThat(graph.path("entities").asInt()).isPositive();
        assertThat(graph.path("mentions").asLong())
                .isGreaterThanOrEqualTo(graph.path("entities").asInt());
        assertThat(graph.path("hub_limit").asInt()).isEqualTo(64);
        assertThat(graph.path("hub_mention_share").asDouble()).isBetween(0.0, 1.0);

        JsonNode recall = size.path("recall");
        assertThat(recall.path("queries").asInt()).isEqualTo(QUERIES);
        assertThat(recall.path("seed_candidates").asInt()).isEqualTo(30);
        for (String latency : List.of("full", "full_hops0", "bare_vector", "bare_vector_seed", "embedding")) {
            assertOrdered(recall.path(latency), QUERIES);
        }
        assertThat(recall.path("ratio_p50").asDouble()).isPositive();
        assertThat(recall.path("spreading_cost_p50_ms").asDouble())
                .isCloseTo(
                        recall.path("full").path("p50_ms").asDouble()
                                - recall.path("full_hops0").path("p50_ms").asDouble(),
                        org.assertj.core.data.Offset.offset(1e-9));
        assertThat(recall.has("spreading_cost_to_bare_p95")).isTrue();

        JsonNode spreading = size.path("spreading");
        assertThat(spreading.path("queries").asInt()).isEqualTo(QUERIES);
        assertThat(spreading.path("seeds_per_query").asDouble()).isPositive();
        assertThat(spreading.path("hops")).hasSize(2);
        for (JsonNode hops : spreading.path("hops")) {
            assertOrdered(hops.path("java"), QUERIES);
            assertOrdered(hops.path("one_query"), QUERIES);
            assertThat(hops.path("reached_per_query").asDouble()).isPositive();
            assertThat(hops.path("agreeing").asInt()).as("both variants agree").isEqualTo(QUERIES);
        }

        JsonNode quality = size.path("quality");
        assertThat(quality.path("queries").asInt()).isEqualTo(QUALITY);
        assertThat(quality.path("k").asInt()).isEqualTo(10);
        assertThat(quality.path("mean_exact_similarity").asDouble()).isBetween(-1.0, 1.0);
        assertThat(quality.path("overlaps")).hasSize(3);
        for (JsonNode overlap : quality.path("overlaps")) {
            assertThat(overlap.path("requested").asInt()).isIn(10, 30, 100);
            assertThat(overlap.path("mean").asDouble()).isBetween(0.0, 1.0);
            assertThat(overlap.path("min").asDouble())
                    .isBetween(0.0, overlap.path("mean").asDouble());
            assertThat(overlap.path("mean_similarity_shortfall").asDouble())
                    .isBetween(0.0, overlap.path("max_similarity_shortfall").asDouble());
        }

        JsonNode remember = size.path("remember");
        assertThat(remember.path("calls").asInt()).isEqualTo(REMEMBER);
        assertThat(remember.path("remember_per_second").asDouble()).isPositive();
        assertThat(remember.path("embed_single_per_second").asDouble()).isPositive();
        assertThat(remember.path("embed_batch_per_second").asDouble()).isPositive();
        assertThat(remember.path("ratio_to_embed_single").asDouble()).isPositive();
        assertThat(remember.path("batch_remember_per_second").asDouble()).isPositive();
        assertThat(remember.path("ratio_batch_to_embed_batch").asDouble())
                .isCloseTo(
                        remember.path("batch_remember_per_second").asDouble()
                                / remember.path("embed_batch_per_second").asDouble(),
                        org.assertj.core.data.Offset.offset(1e-9));
        assertThat(remember.path("embed_batch_cpu_ms_per_text").asDouble()).isPositive();
        assertThat(remember.path("batch_remember_cpu_ms_per_memory").asDouble()).isPositive();
        assertThat(remember.path("batch_remember_cpu_bound").asDouble())
                .isCloseTo(
                        report.path("machine").path("cores").asInt()
                                * 1000.0
                                / remember.path("batch_remember_cpu_ms_per_memory")
                                        .asDouble(),
                        org.assertj.core.data.Offset.offset(1e-6));
        assertOrdered(remember.path("latency"), REMEMBER);

        JsonNode resources = size.path("resources");
        // loaded + warm-up singles and batches + timed single remembers + the same texts remembered again in batches
        assertThat(resources.path("memories_in_store").asLong()).isEqualTo(SIZE + 2L * REMEMBER_WARMUP + 2L * REMEMBER);
        assertThat(resources.path("heap_used_bytes").asLong())
                .isPositive()
                .isLessThanOrEqualTo(resources.path("heap_max_bytes").asLong());
        assertThat(resources.path("store_bytes").asLong())
                .isPositive()
                .isLessThanOrEqualTo(resources.path("data_dir_bytes").asLong());
        assertThat(size.path("shutdown_ms").asDouble()).isPositive();

        assertPeer(stdout.toString(), report, size);
    }

    /** The JVM peer (on the test classpath), measured beside ours on the same vectors. */
    private static void assertPeer(String table, JsonNode report, JsonNode size) {
        assertThat(table)
                .contains(
                        "peer langchain4j search p50 / p95 / p99 (ms, no embedding)",
                        "peer langchain4j top-10: overlap (min), cosine short",
                        "Neo4jEmbeddingStore");
        assertThat(report.path("settings").path("peer").asText()).isEqualTo("langchain4j");
        JsonNode peer = size.path("peer");
        assertThat(peer.path("name").asText()).isEqualTo("langchain4j");
        assertThat(peer.path("description").asText()).contains("1.9.0-beta16");
        assertThat(peer.path("label").asText()).isEqualTo("peer_bench");
        assertThat(peer.path("memories").asInt()).isEqualTo(SIZE);
        assertThat(peer.path("nodes_per_second").asDouble()).isPositive();
        assertThat(peer.path("k").asInt()).isEqualTo(10);
        assertOrdered(peer.path("search"), QUERIES);
        assertOrdered(peer.path("bare_vector"), QUERIES);
        JsonNode overlap = peer.path("overlap");
        assertThat(overlap.path("requested").asInt()).isEqualTo(10);
        // 500 vectors: its HNSW index finds (nearly) the exact top 10, as ours does at this size
        assertThat(overlap.path("mean").asDouble()).isBetween(0.8, 1.0);
        assertThat(overlap.path("min").asDouble())
                .isBetween(0.0, overlap.path("mean").asDouble());
        assertThat(overlap.path("mean_similarity_shortfall").asDouble())
                .isBetween(0.0, overlap.path("max_similarity_shortfall").asDouble());
    }

    private static void assertOrdered(JsonNode latency, int count) {
        assertThat(latency.path("count").asInt()).isEqualTo(count);
        double p50 = latency.path("p50_ms").asDouble();
        double p95 = latency.path("p95_ms").asDouble();
        double p99 = latency.path("p99_ms").asDouble();
        assertThat(p50).isPositive().isLessThanOrEqualTo(p95);
        assertThat(p95).isLessThanOrEqualTo(p99);
        assertThat(p99).isLessThanOrEqualTo(latency.path("max_ms").asDouble());
    }
}
