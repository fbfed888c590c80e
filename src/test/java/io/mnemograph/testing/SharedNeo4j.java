package io.mnemograph.testing;

import io.mnemograph.store.embedded.EmbeddedNeo4j;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;

/**
 * One embedded Neo4j per test JVM (starting one costs seconds), stopped at the JVM's exit, when its temporary
 * directory is deleted too (each run would otherwise leave ~25 MB in the system temp folder).
 */
public final class SharedNeo4j {

    private static EmbeddedNeo4j server;
    private static Driver driver;

    private SharedNeo4j() {}

    /** Starts the shared server on first use; later calls return the same one. */
    public static synchronized EmbeddedNeo4j server() {
        if (server == null) {
            try {
                Path home = Files.createTempDirectory("mnemograph-test-neo4j");
                server = EmbeddedNeo4j.start(home, 0, 0, true, false, true, false);
                server.awaitGds();
                driver = GraphDatabase.driver(server.boltUri(), AuthTokens.none());
                Runtime.getRuntime().addShutdownHook(new Thread(() -> stopAndDelete(home), "shared-neo4j-cleanup"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return server;
    }

    /**
     * Stops the server and deletes its directory. Neo4j's own shutdown hook may be stopping it at the same time, so
     * files it still holds are retried for up to two seconds.
     */
    private static void stopAndDelete(Path home) {
        driver.close();
        server.close();
        for (int attempt = 0; attempt < 20 && Files.exists(home); attempt++) {
            try (Stream<Path> paths = Files.walk(home)) {
                paths.sorted(Comparator.reverseOrder())
                        .forEach(path -> path.toFile().delete());
            } catch (IOException | UncheckedIOException e) {
                // a file was removed or is still being written while walking: walk again
            }
            if (Files.exists(home)) {
                LockSupport.parkNanos(100_000_000L);
            }
        }
    }

    /** A driver for test set-up and assertions that look at the graph directly. */
    public static synchronized Driver driver() {
        server();
        return driver;
    }
}
