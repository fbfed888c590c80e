package io.mnemograph.tools.bench;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.config.ClockFactory;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.embedded.FreshInstance;
import io.mnemograph.tools.bench.BenchReport.Machine;
import io.mnemograph.tools.bench.BenchReport.Resources;
import io.mnemograph.tools.bench.BenchReport.SizeReport;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The performance bench of design §7: at each size, on a fresh embedded database, recall latency against the bare
 * Neo4j vector query, remember throughput against bare embedding, vector index quality against exact cosine, heap,
 * disk and start-up time.
 *
 * <p>Run it with {@code java --add-modules=jdk.incubator.vector -jar target/mnemograph.jar bench --sizes 10000}
 * (see {@code docs/benchmarks.md}). Each size starts the service's {@link ApplicationContext} (no HTTP server,
 * Neo4j Browser off, ports 0) on a new temporary data directory, measures through the real beans
 * ({@code RememberPipeline}, {@code RecallPipeline}, {@code EmbeddingProvider}) and the driver, then closes it and
 * deletes the directory.
 */
public final class Bench {

    private final BenchSettings settings;
    private final PrintStream log;

    /** {@code log} receives progress lines (the report itself is returned). */
    public Bench(BenchSettings settings, PrintStream log) {
        this.settings = settings;
        this.log = log;
    }

    public BenchReport run() {
        String startedAt =
                ClockFactory.system().instant().truncatedTo(ChronoUnit.SECONDS).toString();
        List<SizeReport> sizes = new ArrayList<>();
        Machine machine = null;
        for (int size : settings.sizes()) {
            double loadBefore = loadAverage();
            Path home = createDataDirectory(size);
            log.printf("[bench %,d] starting the service context on %s%n", size, home);
            long start = System.nanoTime();
            ApplicationContext context = ApplicationContext.run(FreshInstance.settings(home));
            double startupMs = millis(System.nanoTime() - start);
            SizeBench.Measured measured;
            try {
                if (machine == null) {
                    machine = machine(context.getBean(EmbeddingChannels.class));
                }
                log.printf("[bench %,d] context started in %.0f ms%n", size, startupMs);
                measured = new SizeBench(context, settings, size, log).measure();
            } finally {
                start = System.nanoTime();
                context.close();
            }
            double shutdownMs = millis(System.nanoTime() - start);
            Path data = home.resolve("databases-data");
            Resources resources = new Resources(
                    measured.memoriesInStore(),
                    measured.heapUsedBytes(),
                    measured.heapMaxBytes(),
                    measured.benchVectorsBytes(),
                    bytes(home),
                    bytes(data.resolve("databases")),
                    bytes(data.resolve("transactions")));
            sizes.add(new SizeReport(
                    size,
                    loadBefore,
                    startupMs,
                    measured.load(),
                    measured.graph(),
                    measured.recall(),
                    measured.spreading(),
                    measured.quality(),
                    measured.remember(),
                    resources,
                    shutdownMs,
                    loadAverage(),
                    measured.peer()));
            if (settings.keepData()) {
                log.printf("[bench %,d] data kept in %s%n", size, home);
            } else {
                delete(home);
            }
        }
        return new BenchReport(startedAt, machine, settings, sizes);
    }

    private static Machine machine(EmbeddingChannels channels) {
        EmbeddingProvider embeddings = channels.primary();
        return new Machine(
                Runtime.getRuntime().availableProcessors(),
                Runtime.version().toString(),
                System.getProperty("os.name") + " " + System.getProperty("os.arch"),
                Runtime.getRuntime().maxMemory(),
                ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent(),
                embeddings.name(),
                embeddings.dimension(),
                channels.further().stream().map(EmbeddingChannel::name).toList());
    }

    private Path createDataDirectory(int size) {
        try {
            Files.createDirectories(settings.dataRoot());
            return Files.createTempDirectory(settings.dataRoot(), "mnemograph-bench-" + size + "-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a data directory under " + settings.dataRoot(), e);
        }
    }

    /** Bytes of the regular files under {@code dir}; 0 when it does not exist. */
    static long bytes(Path dir) {
        if (!Files.exists(dir)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile)
                    .mapToLong(p -> {
                        try {
                            return Files.size(p);
                        } catch (IOException e) {
                            return 0;
                        }
                    })
                    .sum();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot measure " + dir, e);
        }
    }

    private void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            log.printf("could not delete %s completely: %s%n", dir, e.getMessage());
        }
    }

    /** The 1-minute system load average, or -1 where the platform has none. */
    private static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    static double millis(long nanos) {
        return nanos / 1e6;
    }
}
