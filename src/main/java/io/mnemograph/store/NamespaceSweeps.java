package io.mnemograph.store;

import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.AssociationDecay;
import io.mnemograph.model.DatabaseUnavailable;
import io.mnemograph.model.NamespaceDeletion;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.cypher.CypherValues;
import io.mnemograph.store.disk.DiskGuard;
import io.mnemograph.store.lifecycle.AssociationSweep;
import io.mnemograph.store.namespace.NamespaceWriteLock;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Record;
import org.neo4j.driver.Result;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.TransactionConfig;
import org.neo4j.driver.exceptions.Neo4jException;
import org.neo4j.driver.exceptions.TransientException;
import org.neo4j.driver.summary.SummaryCounters;

/**
 * Runs the statements that sweep a whole namespace in batches, each batch committing on its own within
 * {@code mnemograph.timeouts.sweep-seconds}: the expiry and the association decay of the lifecycle sweep, and a
 * namespace's deletion. Every batch first passes the {@link DiskGuard}, as {@link MemoryStore}'s writes do; a database
 * out of reach is reported as {@link DatabaseUnavailable}.
 */
@Singleton
public final class NamespaceSweeps {

    /** Pause before the first rerun of an auto-commit statement after a transient failure. */
    private static final long FIRST_RETRY_PAUSE_MILLIS = 100;

    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final CypherLibrary cypher;
    private final TransactionConfig sweep;
    private final Duration retry;
    private final DiskGuard disk;

    public NamespaceSweeps(Neo4jConnection connection, CypherLibrary cypher, TimeoutSettings timeouts, DiskGuard disk) {
        this.driver = connection.driver();
        this.sessionConfig = connection.sessionConfig();
        this.cypher = cypher;
        this.sweep = TransactionConfig.builder().withTimeout(timeouts.sweep()).build();
        this.retry = Duration.ofSeconds(timeouts.retrySeconds());
        this.disk = disk;
    }

    /**
     * Deletes the namespace's memories whose TTL has passed at {@code at}, with their edges, {@code batchSize} per
     * inner transaction; returns how many it deleted.
     */
    public long expire(String namespace, Instant at, int batchSize) {
        return autoCommit(
                CypherQuery.LIFECYCLE_EXPIRE,
                Map.of("namespace", namespace, "at", CypherValues.zoned(at), "batch", batchSize),
                (row, counters) -> counters.nodesDeleted());
    }

    /**
     * Decays the namespace's associations to {@code at} by {@code decay} since their last co-retrieval
     * ({@code lifecycle/decay-associations.cypher} computes {@link AssociationDecay#factor}), pruning those below
     * {@code floor} except explicit ones, {@code batchSize} per inner transaction.
     */
    public AssociationSweep decayAssociations(
            String namespace, Instant at, AssociationDecay decay, double floor, int batchSize) {
        return autoCommit(
                CypherQuery.LIFECYCLE_DECAY_ASSOCIATIONS,
                decayParameters(namespace, at, decay, floor, batchSize),
                (row, counters) -> new AssociationSweep(
                        counters.relationshipsDeleted(), row.get("decayed").asLong()));
    }

    /** The parameters of {@code lifecycle/decay-associations.cypher}: {@code tau} is the model's time constant. */
    static Map<String, Object> decayParameters(
            String namespace, Instant at, AssociationDecay decay, double floor, int batchSize) {
        return Map.of(
                "namespace",
                namespace,
                "at",
                CypherValues.zoned(at),
                "tau",
                decay.timeConstantDays(),
                "floor",
                floor,
                "batch",
                batchSize);
    }

    /**
     * Deletes every node of {@code namespace} (memories of every tier, entities, sessions, its timeline, sweep and
     * write locks) with every edge touching them, in transactions of at most {@code batchSize} nodes that each hold the
     * namespace's write lock and commit on their own, memories first (namespace/delete-memories.cypher), so a memory
     * written meanwhile survives whole or not at all; safe to run again after an interruption.
     */
    public NamespaceDeletion deleteNamespace(String namespace, int batchSize) {
        long nodes = 0;
        long edges = 0;
        NamespaceDeletion batch;
        do {
            batch = deleteBatch(namespace, batchSize);
            nodes += batch.nodesDeleted();
            edges += batch.edgesDeleted();
        } while (batch.nodesDeleted() == batchSize);
        // the last batch also deleted the write lock, counted when the namespace held anything else
        return new NamespaceDeletion(nodes == 0 ? 0 : nodes + 1, edges);
    }

    /**
     * One batch of a namespace's deletion, in a write transaction holding the namespace's write lock: up to
     * {@code batchSize} memories, then, only when no memory was left, other nodes up to the batch size. A batch that
     * deletes fewer than that has emptied the namespace: it deletes the lock too, and the deletion ends, so writes that
     * keep coming cannot hold it; what they write after it survives whole.
     */
    private NamespaceDeletion deleteBatch(String namespace, int batchSize) {
        // a deletion writes to the transaction log too, and Neo4j reuses freed records without shrinking its files
        disk.requireRoom();
        try (Session session = driver.session(sessionConfig)) {
            return session.executeWrite(
                    tx -> {
                        NamespaceWriteLock.take(tx, cypher, List.of(namespace));
                        SummaryCounters memories = tx.run(
                                        cypher.statement(CypherQuery.NAMESPACE_DELETE_MEMORIES),
                                        Map.of("namespace", namespace, "batch", batchSize))
                                .consume()
                                .counters();
                        long nodes = memories.nodesDeleted();
                        long edges = memories.relationshipsDeleted();
                        if (nodes < batchSize) {
                            SummaryCounters rest = tx.run(
                                            cypher.statement(CypherQuery.NAMESPACE_DELETE_REST),
                                            Map.of("namespace", namespace, "batch", batchSize - nodes))
                                    .consume()
                                    .counters();
                            nodes += rest.nodesDeleted();
                            edges += rest.relationshipsDeleted();
                        }
                        if (nodes < batchSize) {
                            tx.run(
                                            cypher.statement(CypherQuery.NAMESPACE_DELETE_WRITE_LOCK),
                                            Map.of("namespace", namespace))
                                    .consume();
                        }
                        return new NamespaceDeletion(nodes, edges);
                    },
                    sweep);
        } catch (Neo4jException e) {
            throw MemoryStore.unavailable(e);
        }
    }

    /**
     * Runs one statement in an implicit (auto-commit) transaction and reads its single row and its update counters,
     * which cover every inner transaction. A statement that commits its own batches with
     * {@code CALL { ... } IN TRANSACTIONS} needs this: it cannot run inside {@code executeWrite}. The driver does
     * not retry it, so this method does: after a transient failure (an inner transaction chosen as a deadlock victim)
     * it runs the whole statement again, pausing 0.1 s doubling to 1 s, for as long as the driver would retry a
     * transaction ({@code mnemograph.timeouts.retry-seconds}); so such a statement must be safe to run again. Deletions are counted from the counters, not
     * from rows: a node or edge another transaction deleted first is not deleted (nor counted) twice.
     */
    private <T> T autoCommit(
            CypherQuery query, Map<String, Object> params, BiFunction<Record, SummaryCounters, T> read) {
        disk.requireRoom();
        long giveUpAt = System.nanoTime() + retry.toNanos();
        for (long pauseMillis = FIRST_RETRY_PAUSE_MILLIS; ; pauseMillis = Math.min(2 * pauseMillis, 1_000)) {
            try (Session session = driver.session(sessionConfig)) {
                Result result = session.run(cypher.statement(query), params, sweep);
                Record row = result.single();
                return read.apply(row, result.consume().counters());
            } catch (TransientException e) {
                if (System.nanoTime() + pauseMillis * 1_000_000 > giveUpAt) {
                    throw MemoryStore.unavailable(e);
                }
                pause(pauseMillis);
            } catch (Neo4jException e) {
                throw MemoryStore.unavailable(e);
            }
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new DatabaseUnavailable(
                    "interrupted while waiting to retry", DatabaseUnavailable.Reason.CONTENDED, interrupted);
        }
    }
}
