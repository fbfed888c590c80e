package io.mnemograph.store;

import jakarta.inject.Singleton;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;

import java.util.Map;
import java.util.function.Function;

/** Runs units of work in Neo4j transactions: each commits whole or not at all. */
@Singleton
public final class MemoryStore {

    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final CypherLibrary cypher;

    public MemoryStore(Neo4jConnection connection, CypherLibrary cypher) {
        this.driver = connection.driver();
        this.sessionConfig = connection.sessionConfig();
        this.cypher = cypher;
    }

    /** Runs {@code work} in one write transaction, retried by the driver on transient errors. */
    public <T> T write(Function<MemoryTransaction, T> work) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeWrite(tx -> work.apply(new MemoryTransaction(tx, cypher)));
        }
    }

    /** Runs {@code work} in one read transaction. */
    public <T> T read(Function<MemoryTransaction, T> work) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> work.apply(new MemoryTransaction(tx, cypher)));
        }
    }

    /** True when the database answers. */
    public boolean ping() {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> tx.run(cypher.statement(CypherQuery.HEALTH_PING), Map.of()).single()
                    .get("ok").asInt()) == 1;
        }
    }
}
