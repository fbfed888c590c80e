package io.mnemograph.store;

import jakarta.inject.Singleton;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Record;
import org.neo4j.driver.Result;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.exceptions.ClientException;
import org.neo4j.driver.summary.SummaryCounters;

import java.time.Instant;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/** Runs units of work in Neo4j transactions: each commits whole or not at all. */
@Singleton
public final class MemoryStore {

    /** Neo4j's status code for a commit that a uniqueness constraint refused. */
    static final String CONSTRAINT_FAILED = "Neo.ClientError.Schema.ConstraintValidationFailed";

    /** Runs of a write whose commit a uniqueness constraint refused, the first included. */
    static final int CONSTRAINT_ATTEMPTS = 3;

    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final CypherLibrary cypher;

    public MemoryStore(Neo4jConnection connection, CypherLibrary cypher) {
        this.driver = connection.driver();
        this.sessionConfig = connection.sessionConfig();
        this.cypher = cypher;
    }

    /**
     * Runs {@code work} in one write transaction, retried by the driver on transient errors, and run again whole
     * (at most {@link #CONSTRAINT_ATTEMPTS} times) when a uniqueness constraint refused its commit: a concurrent
     * transaction stored the same idempotency key, session or entity first, and the next run sees it (so a repeated
     * remember becomes a replay, a second session's MERGE finds the first).
     */
    public <T> T write(Function<MemoryTransaction, T> work) {
        for (int attempt = 1; ; attempt++) {
            try (Session session = driver.session(sessionConfig)) {
                return session.executeWrite(tx -> work.apply(new MemoryTransaction(tx, cypher)));
            } catch (ClientException e) {
                if (!CONSTRAINT_FAILED.equals(e.code()) || attempt == CONSTRAINT_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    /** Runs {@code work} in one read transaction. */
    public <T> T read(Function<MemoryTransaction, T> work) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> work.apply(new MemoryTransaction(tx, cypher)));
        }
    }

    /**
     * Deletes the namespace's memories whose TTL has passed at {@code at}, with their edges, {@code batchSize} per
     * inner transaction; returns how many it deleted.
     */
    public long expire(String namespace, Instant at, int batchSize) {
        return autoCommit(CypherQuery.LIFECYCLE_EXPIRE, Map.of("namespace", namespace,
                "at", MemoryTransaction.zoned(at), "batch", batchSize), (row, counters) -> counters.nodesDeleted());
    }

    /**
     * Decays the namespace's associations to {@code at} ({@code e^(-days / timeConstantDays)} since their last
     * co-retrieval), pruning those below {@code floor} except explicit ones, {@code batchSize} per inner transaction.
     */
    public AssociationSweep decayAssociations(String namespace, Instant at, double timeConstantDays, double floor,
                                              int batchSize) {
        return autoCommit(CypherQuery.LIFECYCLE_DECAY_ASSOCIATIONS, Map.of("namespace", namespace,
                "at", MemoryTransaction.zoned(at), "tau", timeConstantDays, "floor", floor, "batch", batchSize),
                (row, counters) -> new AssociationSweep(counters.relationshipsDeleted(), row.get("decayed").asLong()));
    }

    /**
     * Runs one statement in an implicit (auto-commit) transaction and reads its single row and its update counters,
     * which cover every inner transaction. A statement that commits its own batches with
     * {@code CALL { ... } IN TRANSACTIONS} needs this: it cannot run inside {@code executeWrite}. The driver does
     * not retry it, so such a statement must be safe to run again. Deletions are counted from the counters, not
     * from rows: a node or edge another transaction deleted first is not deleted (nor counted) twice.
     */
    private <T> T autoCommit(CypherQuery query, Map<String, Object> params,
                             BiFunction<Record, SummaryCounters, T> read) {
        try (Session session = driver.session(sessionConfig)) {
            Result result = session.run(cypher.statement(query), params);
            Record row = result.single();
            return read.apply(row, result.consume().counters());
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
