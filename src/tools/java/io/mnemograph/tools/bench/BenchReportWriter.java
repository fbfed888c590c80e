package io.mnemograph.tools.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.mnemograph.tools.bench.BenchReport.Overlap;
import io.mnemograph.tools.bench.BenchReport.SizeReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/** Writes a {@link BenchReport} as a console table (one column per size) and as snake_case JSON. */
public final class BenchReportWriter {

    private static final DateTimeFormatter FILE_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
    private static final double MB = 1024.0 * 1024.0;

    private BenchReportWriter() {}

    /** The JSON mapper of the report: snake_case names, indented. */
    public static ObjectMapper mapper() {
        return new ObjectMapper()
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(SerializationFeature.INDENT_OUTPUT);
    }

    /** Writes {@code bench-<yyyyMMdd-HHmmss>.json} (UTC, from the report's start) into {@code dir}. */
    public static Path writeJson(BenchReport report, Path dir) throws IOException {
        Files.createDirectories(dir);
        String stamp = ZonedDateTime.parse(report.startedAt())
                .withZoneSameInstant(ZoneOffset.UTC)
                .format(FILE_TIME);
        Path file = dir.resolve("bench-" + stamp + ".json");
        mapper().writeValue(file.toFile(), report);
        return file;
    }

    /** A readable table: one row per figure, one column per size. */
    public static String table(BenchReport report) {
        var m = report.machine();
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "mnemograph bench, %s: %d cores, Java %s, max heap %.0f MB, "
                        + "SIMD vector module %s, embeddings %s (%d dims), further channels %s%n",
                report.startedAt(),
                m.cores(),
                m.javaVersion(),
                m.maxHeapBytes() / MB,
                m.simdVectorModule() ? "on" : "OFF",
                m.embeddingModel(),
                m.embeddingDimension(),
                m.embeddingChannels().isEmpty() ? "none" : String.join(", ", m.embeddingChannels())));
        List<String[]> rows = new ArrayList<>();
        List<SizeReport> sizes = report.sizes();
        rows.add(row("memories", sizes, s -> n(s.size())));
        rows.add(row(
                "  embedded from text / synthesised",
                sizes,
                s -> n(s.load().realEmbedded()) + " / " + n(s.load().synthesised())));
        rows.add(row(
                "  synthesised cosine to base (mean)",
                sizes,
                s -> s.load().synthesised() == 0 ? "-" : f2(s.load().meanCosineToBase())));
        rows.add(row(
                "system load average, before / after",
                sizes,
                s -> f2(s.loadAverageBefore()) + " / " + f2(s.loadAverageAfter())));
        rows.add(row("context start-up (ms)", sizes, s -> n(Math.round(s.startupMs()))));
        rows.add(row(
                "bulk load (nodes/s, UNWIND batches)",
                sizes,
                s -> n(Math.round(s.load().nodesPerSecond()))));
        rows.add(row(
                "importance of loaded memories: mean (levels 0.5-2)",
                sizes,
                s -> f2(s.load().meanImportance())));
        rows.add(row(
                "graph: associations per memory (semantic / temporal)",
                sizes,
                s -> f1(s.graph().edgesPerMemory()) + " (" + n(s.graph().semantic()) + " / "
                        + n(s.graph().temporal()) + ")"));
        rows.add(row(
                "graph: entities / mentions per memory",
                sizes,
                s -> n(s.graph().entities()) + " / " + f2(s.graph().mentionsPerMemory())));
        rows.add(row(
                "graph: largest entity fan-out; hubs (share of mentions)",
                sizes,
                s -> n(s.graph().maxEntityFanOut()) + "; " + n(s.graph().hubEntities()) + " > "
                        + s.graph().hubLimit() + " ("
                        + Math.round(100 * s.graph().hubMentionShare()) + "%)"));
        rows.add(row(
                "graph: entity links per memory (non-hub)",
                sizes,
                s -> f1(s.graph().entityNeighboursPerMemory())));
        rows.add(
                row("recall p50 / p95 / p99 (ms)", sizes, s -> triple(s.recall().full())));
        rows.add(row(
                "recall with hops 0 p50 / p95 / p99 (ms)",
                sizes,
                s -> triple(s.recall().fullHops0())));
        rows.add(row(
                "spreading cost (hops " + SizeBench.HOPS + " - hops 0) p50 / p95 (ms)",
                sizes,
                s -> f2(s.recall().spreadingCostP50Ms()) + " / " + f2(s.recall().spreadingCostP95Ms())));
        rows.add(row(
                "  ratio to bare vector SEARCH top 10, p50 / p95",
                sizes,
                s -> f2(s.recall().spreadingCostToBareP50()) + " / "
                        + f2(s.recall().spreadingCostToBareP95())));
        rows.add(row(
                "bare vector SEARCH p50 / p95 / p99 (ms)",
                sizes,
                s -> triple(s.recall().bareVector())));
        rows.add(row(
                "bare SEARCH asking " + SizeBench.SEED_CANDIDATES + " (as recall's seed) (ms)",
                sizes,
                s -> triple(s.recall().bareVectorSeed())));
        rows.add(row(
                "embedding alone p50 / p95 / p99 (ms)",
                sizes,
                s -> triple(s.recall().embedding())));
        rows.add(row(
                "ratio recall / bare, p50 / p95",
                sizes,
                s -> f2(s.recall().ratioP50()) + " / " + f2(s.recall().ratioP95())));
        rows.add(row(
                "spreading alone: vector seeds per query",
                sizes,
                s -> f1(s.spreading().seedsPerQuery())));
        for (int i = 0; i < SpreadComparison.HOPS.size(); i++) {
            int index = i;
            int hops = SpreadComparison.HOPS.get(i);
            rows.add(row(
                    "  hops " + hops + ", Java (expand + spread) p50 / p95 / p99 (ms)",
                    sizes,
                    s -> triple(s.spreading().hops().get(index).java())));
            rows.add(row(
                    "  hops " + hops + ", one Cypher query p50 / p95 / p99 (ms)",
                    sizes,
                    s -> triple(s.spreading().hops().get(index).oneQuery())));
            rows.add(row(
                    "  hops " + hops + ", reached per query; variants agree",
                    sizes,
                    s -> f1(s.spreading().hops().get(index).reachedPerQuery()) + "; "
                            + s.spreading().hops().get(index).agreeing() + " / "
                            + s.spreading().queries()));
        }
        rows.add(row(
                "exact top-10: mean cosine to the query",
                sizes,
                s -> f3(s.quality().meanExactSimilarity())));
        for (int i = 0; i < SizeBench.REQUESTED.size(); i++) {
            int index = i;
            rows.add(row(
                    "index top-10 asking " + SizeBench.REQUESTED.get(i) + ": overlap (min), cosine short", sizes, s -> {
                        Overlap o = s.quality().overlaps().get(index);
                        return f3(o.mean()) + " (" + f2(o.min()) + "), "
                                + String.format(Locale.ROOT, "%.4f", o.meanSimilarityShortfall());
                    }));
        }
        peerRows(rows, sizes);
        rows.add(row("remember (memories/s)", sizes, s -> f1(s.remember().rememberPerSecond())));
        rows.add(row(
                "remember p50 / p95 / p99 (ms)", sizes, s -> triple(s.remember().latency())));
        rows.add(row(
                "embed same texts, single calls (texts/s)",
                sizes,
                s -> f1(s.remember().embedSinglePerSecond())));
        rows.add(row("embedAll batches (texts/s)", sizes, s -> f1(s.remember().embedBatchPerSecond())));
        rows.add(
                row("ratio remember / embed single", sizes, s -> f2(s.remember().ratioToEmbedSingle())));
        rows.add(row("batch remember (memories/s)", sizes, s -> f1(s.remember().batchRememberPerSecond())));
        rows.add(row(
                "ratio batch remember / embedAll", sizes, s -> f2(s.remember().ratioBatchToEmbedBatch())));
        rows.add(row(
                "CPU ms per memory: batch remember / embedAll",
                sizes,
                s -> f2(s.remember().batchRememberCpuMsPerMemory()) + " / "
                        + f2(s.remember().embedBatchCpuMsPerText())));
        rows.add(row(
                "batch remember bound by CPU (memories/s, all cores)",
                sizes,
                s -> f1(s.remember().batchRememberCpuBound())));
        rows.add(row("memories in store at the end", sizes, s -> n(s.resources().memoriesInStore())));
        rows.add(row(
                "heap used after GC (MB, incl. bench vectors)",
                sizes,
                s -> n(Math.round(s.resources().heapUsedBytes() / MB)) + " ("
                        + n(Math.round(s.resources().benchVectorsBytes() / MB))
                        + ")"));
        rows.add(row(
                "data dir on disk (MB): total / store / tx logs",
                sizes,
                s -> n(Math.round(s.resources().dataDirBytes() / MB)) + " / "
                        + n(Math.round(s.resources().storeBytes() / MB)) + " / "
                        + n(Math.round(s.resources().txLogBytes() / MB))));
        rows.add(row("shutdown (ms)", sizes, s -> n(Math.round(s.shutdownMs()))));
        int[] widths = new int[sizes.size() + 1];
        for (String[] row : rows) {
            for (int c = 0; c < row.length; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        for (String[] row : rows) {
            out.append(String.format("%-" + widths[0] + "s", row[0]));
            for (int c = 1; c < row.length; c++) {
                out.append("  ").append(String.format("%" + widths[c] + "s", row[c]));
            }
            out.append(System.lineSeparator());
        }
        sizes.stream()
                .map(SizeReport::peer)
                .filter(Objects::nonNull)
                .findFirst()
                .ifPresent(p -> out.append(String.format(
                        Locale.ROOT,
                        "peer %s: %s, label %s; its search and the bare SEARCH beside it are timed "
                                + "without embedding (query vectors precomputed)%n",
                        p.name(),
                        p.description(),
                        p.label())));
        return out.toString();
    }

    /** The JVM peer's rows ({@code bench --peer}), when any size has one; "-" for a size without. */
    private static void peerRows(List<String[]> rows, List<SizeReport> sizes) {
        if (sizes.stream().allMatch(s -> s.peer() == null)) {
            return;
        }
        String name = sizes.stream()
                .map(SizeReport::peer)
                .filter(Objects::nonNull)
                .findFirst()
                .orElseThrow()
                .name();
        rows.add(row(
                "peer " + name + ": load (nodes/s, its addAll)",
                sizes,
                s -> s.peer() == null ? "-" : n(Math.round(s.peer().nodesPerSecond()))));
        rows.add(row(
                "peer " + name + " search p50 / p95 / p99 (ms, no embedding)",
                sizes,
                s -> s.peer() == null ? "-" : triple(s.peer().search())));
        rows.add(row(
                "  bare SEARCH top 10 interleaved with it (ms)",
                sizes,
                s -> s.peer() == null ? "-" : triple(s.peer().bareVector())));
        rows.add(row(
                "  ratio peer / bare, p50 / p95 / p99",
                sizes,
                s -> s.peer() == null
                        ? "-"
                        : f2(s.peer().ratioP50()) + " / " + f2(s.peer().ratioP95()) + " / "
                                + f2(s.peer().ratioP99())));
        rows.add(row("peer " + name + " top-10: overlap (min), cosine short", sizes, s -> {
            if (s.peer() == null) {
                return "-";
            }
            Overlap o = s.peer().overlap();
            return f3(o.mean()) + " (" + f2(o.min()) + "), "
                    + String.format(Locale.ROOT, "%.4f", o.meanSimilarityShortfall());
        }));
    }

    private static String[] row(String label, List<SizeReport> sizes, Function<SizeReport, String> cell) {
        String[] row = new String[sizes.size() + 1];
        row[0] = label;
        for (int i = 0; i < sizes.size(); i++) {
            row[i + 1] = cell.apply(sizes.get(i));
        }
        return row;
    }

    private static String triple(Latency l) {
        return f2(l.p50Ms()) + " / " + f2(l.p95Ms()) + " / " + f2(l.p99Ms());
    }

    private static String n(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    private static String f1(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    private static String f2(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    private static String f3(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
