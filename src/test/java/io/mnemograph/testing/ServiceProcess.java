package io.mnemograph.testing;

import io.mnemograph.Application;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;

/**
 * The service running as a child JVM (from the built jar in the failsafe phase, else on this test's classpath:
 * {@link ChildJvm}) with the client compiler only ({@link #CHILD_JIT}): embedded Neo4j under a data directory the
 * caller gives, free ports, no Browser or GDS (faster start), no warm-up and no scheduled sweep, no per-caller rate
 * limit (every test client is one anonymous caller) and the tests' transaction timeout of 300 s (application-test.yml:
 * a shared 2-core machine under load) unless a setting asks otherwise. Its output goes to
 * {@code target/service-processes/<dir name>-<test JVM's pid>-<n>.log}, {@code n} counting the starts of this test
 * JVM, where it outlives the test's temporary directory. {@link #kill()} is a
 * SIGKILL ({@link Process#destroyForcibly()} on Linux); {@link #close()} stops it politely, then by force.
 */
public final class ServiceProcess implements AutoCloseable {

    /** How long a start may take on a loaded shared 2-core machine. */
    private static final Duration START_TIMEOUT = Duration.ofMinutes(4);

    private static final Pattern READY =
            Pattern.compile("mnemograph ready: API (http://\\S+?)(?:,|$).*?(?:Bolt|Neo4j) (bolt://\\S+)");

    /**
     * The client compiler only: a child that lives for a test starts on about 40 % less CPU (measured: 32 s instead of
     * 56 s to the ready line on a loaded 2-core machine); the embedding runs in ONNX Runtime's native code either way.
     */
    public static final String CHILD_JIT = "-XX:TieredStopAtLevel=1";

    private static final AtomicInteger STARTS = new AtomicInteger();
    private static final Path LOGS = Path.of("target", "service-processes");

    private final Process process;
    private final Path log;
    private final URI api;
    private final String boltUri;

    private ServiceProcess(Process process, Path log, URI api, String boltUri) {
        this.process = process;
        this.log = log;
        this.api = api;
        this.boltUri = boltUri;
    }

    /**
     * Starts the service on {@code dataDir} with the embedded Neo4j (authentication on, the default) and waits for
     * its ready line; {@code settings} are extra {@code -Dkey=value} arguments (later ones win).
     */
    public static ServiceProcess embedded(Path dataDir, String... settings) {
        List<String> all = new ArrayList<>(List.of(
                "-Dmnemograph.neo4j.uri=",
                "-Dmnemograph.embedded.data-dir=" + dataDir,
                "-Dmnemograph.embedded.bolt-port=0",
                "-Dmnemograph.embedded.http-port=0",
                "-Dmnemograph.embedded.browser=false",
                "-Dmnemograph.embedded.gds=false"));
        all.addAll(List.of(settings));
        return start(dataDir, all);
    }

    /**
     * Starts another service on the database of {@code first} (its Bolt port and the password generated into
     * {@code firstDataDir}), with {@code ownDir} for its own files (keys file default); {@code settings} as for {@link #embedded}.
     */
    public static ServiceProcess sharing(ServiceProcess first, Path firstDataDir, Path ownDir, String... settings) {
        List<String> all = new ArrayList<>(List.of(
                "-Dmnemograph.neo4j.uri=" + first.boltUri(),
                "-Dmnemograph.neo4j.username=neo4j",
                "-Dmnemograph.neo4j.password=" + password(firstDataDir),
                "-Dmnemograph.embedded.data-dir=" + ownDir));
        all.addAll(List.of(settings));
        return start(ownDir, all);
    }

    private static ServiceProcess start(Path dir, List<String> settings) {
        // named by this JVM too: test classes run in two JVMs at once (pom.xml, forkCount), each counting from 1
        Path log = LOGS.resolve(dir.getFileName() + "-"
                        + ProcessHandle.current().pid() + "-" + STARTS.incrementAndGet() + ".log")
                .toAbsolutePath();
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xmx1g", CHILD_JIT));
        command.addAll(ChildJvm.classpath());
        command.addAll(List.of(
                "-Dmicronaut.server.port=-1",
                "-Dmnemograph.lifecycle.enabled=false",
                "-Dmnemograph.startup.warm-up=false",
                "-Dmnemograph.traffic.rate-per-second=0",
                "-Dmnemograph.traffic.failed-auth-rate-per-second=0",
                "-Dmnemograph.timeouts.transaction-seconds=300",
                "-Dmnemograph.timeouts.request-seconds=290"));
        command.addAll(settings);
        command.add(Application.class.getName());
        try {
            Files.createDirectories(LOGS);
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.to(log.toFile()))
                    .start();
            long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
            while (System.nanoTime() < deadline) {
                Matcher ready = READY.matcher(Files.exists(log) ? read(log) : "");
                if (ready.find()) {
                    return new ServiceProcess(process, log, URI.create(ready.group(1)), ready.group(2));
                }
                if (!process.isAlive()) {
                    throw new IllegalStateException(
                            "the service exited with " + process.exitValue() + " before it was ready:\n" + read(log));
                }
                Thread.sleep(200);
            }
            process.destroyForcibly().waitFor();
            throw new IllegalStateException("the service was not ready within " + START_TIMEOUT + ":\n" + read(log));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The generated password of the embedded Neo4j whose data directory is {@code dataDir}. */
    public static String password(Path dataDir) {
        try {
            return Files.readString(dataDir.resolve("neo4j-password"), StandardCharsets.UTF_8)
                    .trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The HTTP API's base URL, e.g. {@code http://127.0.0.1:41234}. */
    public URI api() {
        return api;
    }

    /** The Bolt URI of the database this service uses. */
    public String boltUri() {
        return boltUri;
    }

    /** A driver of this service's database, logged in with the password generated into {@code dataDir}. */
    public Driver driver(Path dataDir) {
        return GraphDatabase.driver(boltUri, AuthTokens.basic("neo4j", password(dataDir)));
    }

    /** The service's output so far. */
    public String output() {
        try {
            return read(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path log) throws IOException {
        return new String(Files.readAllBytes(log), StandardCharsets.UTF_8);
    }

    /** SIGKILL: no shutdown hook runs, nothing is flushed or closed; returns once the process is gone. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the service survived SIGKILL for 60 s");
        }
    }

    /** Stops the service (SIGTERM, then SIGKILL after two minutes) unless it is already gone. */
    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(2, TimeUnit.MINUTES)) {
                kill();
            }
        }
    }
}
