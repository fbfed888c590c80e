package io.mnemograph.tools.soak;

import io.mnemograph.config.ClockFactory;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code mnemograph soak --url http://127.0.0.1:8080 [--url http://127.0.0.1:8081] --clients 20 --seconds 600
 * [--key K]}: load against a running service (one instance or several on one database), then an audit of lost writes and boosts (docs/benchmarks.md, "Soak"). Exit code 0 when clean, 1 otherwise.
 */
@Command(
        name = "soak",
        mixinStandardHelpOptions = true,
        description = "Drives concurrent remember and recall clients against a running service for a given time, "
                + "reports throughput, p50/p95/p99 and errors, then checks every stored access_count against the "
                + "boosts acknowledged. Exit code 0 only when there were no errors and no lost writes or boosts.")
public final class SoakCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--url",
            defaultValue = "http://127.0.0.1:8080",
            description = "Base URL of the running service (default: ${DEFAULT-VALUE}); repeat it for several "
                    + "instances sharing one database: clients are spread over them, the audit reads through the "
                    + "first.")
    private List<URI> urls;

    @Option(names = "--clients", defaultValue = "20", description = "Concurrent clients (default: ${DEFAULT-VALUE}).")
    private int clients;

    @Option(names = "--seconds", defaultValue = "30", description = "Load duration (default: ${DEFAULT-VALUE}).")
    private int seconds;

    @Option(names = "--key", description = "API key, sent as Authorization: Bearer <key>.")
    private String key;

    @Option(names = "--namespace", description = "Namespace to write into (default: soak-<epoch seconds>, fresh).")
    private String namespace;

    @Option(
            names = "--recall-share",
            defaultValue = "0.5",
            description = "Fraction of operations that are recalls, 0..1 (default: ${DEFAULT-VALUE}).")
    private double recallShare;

    @Option(names = "--limit", defaultValue = "5", description = "Results per recall (default: ${DEFAULT-VALUE}).")
    private int limit;

    @Option(
            names = "--seed",
            defaultValue = "20",
            description = "Seed of sentences and mix (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(
            names = "--timeout",
            defaultValue = "30",
            description = "Seconds one request may take before it counts as an error (default: ${DEFAULT-VALUE}).")
    private int timeoutSeconds;

    @Option(
            names = "--pause-ms",
            defaultValue = "0",
            description = "Milliseconds each client waits after an answer before its next request, as an agent does"
                    + " between turns; 0 drives the service as fast as it answers (default: ${DEFAULT-VALUE}).")
    private long pauseMillis;

    @Override
    public Integer call() throws Exception {
        SoakRun.Options options;
        try {
            String ns = namespace != null
                    ? namespace
                    : "soak-" + ClockFactory.system().instant().getEpochSecond();
            options = new SoakRun.Options(
                    urls,
                    key,
                    ns,
                    clients,
                    Duration.ofSeconds(seconds),
                    recallShare,
                    limit,
                    seed,
                    Duration.ofSeconds(timeoutSeconds),
                    Duration.ofMillis(pauseMillis));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        String targets = String.join(", ", urls.stream().map(URI::toString).toList());
        spec.commandLine()
                .getOut()
                .println("soak of " + targets + " in namespace " + options.namespace() + ", " + clients + " clients, "
                        + seconds + " s" + (pauseMillis > 0 ? ", " + pauseMillis + " ms pause" : ""));
        SoakReport report = new SoakRun(options).run();
        spec.commandLine().getOut().print(report.format());
        spec.commandLine().getOut().flush();
        return report.clean() ? 0 : 1;
    }
}
