package io.mnemograph.testing;

import io.mnemograph.store.EmbeddedNeo4j;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** One embedded Neo4j per test JVM (starting one costs seconds), stopped by Neo4j's own shutdown hook. */
public final class SharedNeo4j {

    private static EmbeddedNeo4j server;
    private static Driver driver;

    private SharedNeo4j() {
    }

    /** Starts the shared server on first use; later calls return the same one. */
    public static synchronized EmbeddedNeo4j server() {
        if (server == null) {
            try {
                Path home = Files.createTempDirectory("mnemograph-test-neo4j");
                server = EmbeddedNeo4j.start(home, 0, 0, true);
                driver = GraphDatabase.driver(server.boltUri(), AuthTokens.none());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return server;
    }

    /** A driver for test set-up and assertions that look at the graph directly. */
    public static synchronized Driver driver() {
        server();
        return driver;
    }
}
