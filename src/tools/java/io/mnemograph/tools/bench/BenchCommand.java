package io.mnemograph.tools.bench;

import io.mnemograph.tools.peer.Peers;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code mnemograph bench}: runs the {@link Bench} and writes its table to stdout and its JSON to {@code --out}.
 *
 * <p>Example: {@code java --add-modules=jdk.incubator.vector -jar target/mnemograph.jar bench --sizes 10000,100000}.
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Measures recall latency against the bare Neo4j vector query, remember throughput against "
                    + "bare embedding, vector index quality against exact cosine, heap, disk and start-up, each size "
                    + "on a fresh temporary embedded database.",
            "Progress goes to stderr, the table to stdout, the JSON report to --out."
        })
public final class BenchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--sizes",
            split = ",",
            paramLabel = "N",
            defaultValue = "10000",
            description = "Numbers of memories, one fresh database each (default: ${DEFAULT-VALUE}).")
    private List<Integer> sizes;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = "bench-out",
            description = "Directory for bench-<timestamp>.json (default: ${DEFAULT-VALUE}).")
    private Path out;

    @Option(
            names = "--real",
            paramLabel = "N",
            defaultValue = "2000",
            description = "Memories embedded from generated text; the rest are synthesised near them "
                    + "(default: ${DEFAULT-VALUE}).")
    private int real;

    @Option(
            names = "--noise",
            paramLabel = "SIGMA",
            defaultValue = "" + VectorSynthesis.DEFAULT_SIGMA,
            description = "Per-component Gaussian noise of a synthesised vector; 0.025 gives cosine ~0.90 to its "
                    + "base (default: ${DEFAULT-VALUE}).")
    private double noise;

    @Option(
            names = "--batch",
            paramLabel = "N",
            defaultValue = "1000",
            description = "Memories per bulk-load transaction (default: ${DEFAULT-VALUE}).")
    private int batch;

    @Option(
            names = "--queries",
            paramLabel = "N",
            defaultValue = "300",
            description = "Timed recalls, bare vector searches and query embeddings (default: ${DEFAULT-VALUE}).")
    private int queries;

    @Option(
            names = "--warmup",
            paramLabel = "N",
            defaultValue = "1000",
            description = "Untimed recalls and searches first, until the JIT has compiled the hot paths "
                    + "(default: ${DEFAULT-VALUE}).")
    private int warmup;

    @Option(
            names = "--quality-queries",
            paramLabel = "N",
            defaultValue = "100",
            description = "Queries compared with exact cosine top 10 (default: ${DEFAULT-VALUE}).")
    private int qualityQueries;

    @Option(
            names = "--remember-calls",
            paramLabel = "N",
            defaultValue = "300",
            description = "Timed remember calls (default: ${DEFAULT-VALUE}).")
    private int rememberCalls;

    @Option(
            names = "--remember-warmup",
            paramLabel = "N",
            defaultValue = "640",
            description = "Untimed remember calls before the timed ones, and as many memories in untimed batches "
                    + "before the timed batches (default: ${DEFAULT-VALUE}).")
    private int rememberWarmup;

    @Option(
            names = "--embed-batch",
            paramLabel = "N",
            defaultValue = "32",
            description = "Texts per embedAll call for batch embedding throughput (default: ${DEFAULT-VALUE}).")
    private int embedBatch;

    @Option(
            names = "--seed",
            paramLabel = "N",
            defaultValue = "42",
            description = "Seed for texts, synthesis and timestamps (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(
            names = "--data-root",
            paramLabel = "DIR",
            description = "Where the temporary data directories go (default: the system temp directory).")
    private Path dataRoot;

    @Option(names = "--keep-data", description = "Keep each size's data directory instead of deleting it.")
    private boolean keepData;

    @Option(
            names = "--peer",
            paramLabel = "NAME",
            description = "Also measure a JVM peer on the same database and vectors: langchain4j (LangChain4j's "
                    + "Neo4jEmbeddingStore). Its classes are not in the service jar: run with " + Peers.LAUNCH + ".")
    private String peer;

    @Option(
            names = "--cold",
            description = "Move every memory to cold storage after loading, so that each timed "
                    + "recall answers from the cold tier (docs/benchmarks.md, 'Answers from cold').")
    private boolean cold;

    @Override
    public Integer call() throws Exception {
        BenchSettings settings;
        try {
            settings = new BenchSettings(
                    sizes,
                    real,
                    noise,
                    batch,
                    warmup,
                    queries,
                    qualityQueries,
                    rememberWarmup,
                    rememberCalls,
                    embedBatch,
                    seed,
                    out,
                    dataRoot == null ? Path.of(System.getProperty("java.io.tmpdir")) : dataRoot,
                    keepData,
                    peer,
                    cold);
            if (peer != null) {
                Peers.require(peer);
            }
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
        BenchReport report = new Bench(settings, System.err).run();
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println();
        stdout.print(BenchReportWriter.table(report));
        Path json = BenchReportWriter.writeJson(report, settings.out());
        stdout.println("JSON report: " + json.toAbsolutePath());
        stdout.flush();
        return 0;
    }
}
