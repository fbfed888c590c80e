package io.mnemograph.store;

import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.AssociationDecay;
import io.mnemograph.core.Deadline;
import io.mnemograph.model.DatabaseUnavailable;
import io.mnemograph.model.NamespaceDeletion;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.cypher.CypherValues;
import io.mnemograph.store.disk.DiskGuard;
import io.mnemograph.store.lexical.LexicalStatistics;
import io.mnemograph.store.lifecycle.AssociationSweep;
import io.mnemograph.store.memory.TierCounts;
import io.mnemograph.store.namespace.NamespaceWriteLock;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Record;
import org.neo4j.driver.Result;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.TransactionConfig;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.exceptions.ClientException;
import org.neo4j.driver.exceptions.Neo4jException;
import org.neo4j.driver.exceptions.ServiceUnavailableException;
import org.neo4j.driver.exceptions.SessionExpiredException;
import org.neo4j.driver.exceptions.TransientException;
import org.neo4j.driver.summary.SummaryCounters;

/**
 * Runs units of work in Neo4j transactions: each commits whole or not at all, within its timeout
 * ({@link TimeoutSettings}: the shorter of {@code transaction-seconds} and {@code request-seconds}, or of
 * {@code transaction-seconds} and the time a request's {@link Deadline} has left). A database out of reach or a
 * transaction out of time is reported as {@link DatabaseUnavailable}; a deadline that passes before the commit as
 * {@link io.mnemograph.core.DeadlinePassed}, with nothing committed. Every write first passes the {@link DiskGuard}:
 * below the disk floor it is refused ({@link io.mnemograph.model.DiskFull}) before it reaches the database; reads
 * always go ahead.
 */
@Singleton
public final class MemoryStore {

    /** Neo4j's status code for a commit that a uniqueness constraint refused. */
    static final String CONSTRAINT_FAILED = "Neo.ClientError.Schema.ConstraintValidationFailed";

    /** Neo4j's status code for a node or edge that a concurrent transaction deleted while this one waited for it. */
    static final String ENTITY_GONE = "Neo.ClientError.Statement.EntityNotFound";

    /** Runs of a write whose commit a uniqueness constraint refused, the first included. */
    static final int CONSTRAINT_ATTEMPTS = 3;

    /** Pause before the first rerun of an auto-commit statement after a transient failure. */
    private static final long FIRST_RETRY_PAUSE_MILLIS = 100;

    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final CypherLibrary cypher;
    private final Duration transactionTimeout;
    private final TransactionConfig transaction;
    private final TransactionConfig sweep;
    private final Duration retry;
    private final LexicalStatistics lexicalStatistics = new LexicalStatistics();
    private final DiskGuard disk;

    public MemoryStore(Neo4jConnection connection, CypherLibrary cypher, TimeoutSettings timeouts, DiskGuard disk) {
        this.disk = disk;
        this.driver = connection.driver();
        this.sessionConfig = connection.sessionConfig();
        this.cypher = cypher;
        this.transactionTimeout =
                timeouts.transaction().compareTo(timeouts.request()) < 0 ? timeouts.transaction() : timeouts.request();
        this.transaction =
                TransactionConfig.builder().withTimeout(transactionTimeout).build();
        this.sweep = TransactionConfig.builder().withTimeout(timeouts.sweep()).build();
        this.retry = Duration.ofSeconds(timeouts.retrySeconds());
    }

    /**
     * Runs {@code work} in one write transaction, retried by the driver on transient errors, and run again whole
     * (at most {@link #CONSTRAINT_ATTEMPTS} times) when a uniqueness constraint refused its commit: a concurrent
     * transaction stored the same idempotency key, session or entity first, and the next run sees it (so a repeated
     * remember becomes a replay, a second session's MERGE finds the first); or when a node it waited for was deleted
     * meanwhile (the write lock of a namespace being deleted), and the next run no longer finds it.
     *
     * @throws io.mnemograph.model.DiskFull below the disk floor, before anything is written
     */
    public <T> T write(Function<MemoryTransaction, T> work) {
        return write(work, null);
    }

    /**
     * As {@link #write(Function)}, within {@code deadline} (null: none): each run's timeout is at most the time left,
     * a run that would start past it does not, and the work checks it once more as its last step, before the commit.
     *
     * @throws io.mnemograph.core.DeadlinePassed when the deadline passes before the commit (nothing is committed)
     * @throws io.mnemograph.model.DiskFull below the disk floor, before anything is written
     */
    public <T> T write(Function<MemoryTransaction, T> work, Deadline deadline) {
        disk.requireRoom();
        for (int attempt = 1; ; attempt++) {
            try (Session session = driver.session(sessionConfig)) {
                return session.executeWrite(tx -> within(deadline, work, tx), config(deadline));
            } catch (ClientException e) {
                boolean runAgain = CONSTRAINT_FAILED.equals(e.code()) || ENTITY_GONE.equals(e.code());
                if (!runAgain || attempt == CONSTRAINT_ATTEMPTS) {
                    throw unavailable(e);
                }
            } catch (Neo4jException e) {
                throw unavailable(e);
            }
        }
    }

    private MemoryTransaction transaction(TransactionContext tx) {
        return new MemoryTransaction(tx, cypher, lexicalStatistics);
    }

    /** {@code work} in {@code tx}, refused before it starts and before its commit once {@code deadline} passed. */
    private <T> T within(Deadline deadline, Function<MemoryTransaction, T> work, TransactionContext tx) {
        if (deadline == null) {
            return work.apply(transaction(tx));
        }
        deadline.check("before its transaction");
        T result = work.apply(transaction(tx));
        deadline.check("before its commit");
        return result;
    }

    /** The transaction's configuration: its timeout at most what {@code deadline} (null: none) has left. */
    private TransactionConfig config(Deadline deadline) {
        if (deadline == null) {
            return transaction;
        }
        deadline.check("before its transaction");
        Duration timeout = deadline.bound(transactionTimeout);
        // Neo4j reads a timeout of 0 as "none": a deadline a moment away still gets one millisecond
        return TransactionConfig.builder()
                .withTimeout(timeout.compareTo(Duration.ofMillis(1)) < 0 ? Duration.ofMillis(1) : timeout)
                .build();
    }

    /** Runs {@code work} in one read transaction. */
    public <T> T read(Function<MemoryTransaction, T> work) {
        return read(work, null);
    }

    /** As {@link #read(Function)}, within {@code deadline} (null: none), as {@link #write(Function, Deadline)}. */
    public <T> T read(Function<MemoryTransaction, T> work, Deadline deadline) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> within(deadline, work, tx), config(deadline));
        } catch (Neo4jException e) {
            throw unavailable(e);
        }
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
                        NamespaceWriteLock.take(tx, cypher, java.util.List.of(namespace));
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
            throw unavailable(e);
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
                    throw unavailable(e);
                }
                pause(pauseMillis);
            } catch (Neo4jException e) {
                throw unavailable(e);
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

    /** The memories of every namespace by tier (from the count store: cheap at any size). */
    public TierCounts tierCounts() {
        return read(tx -> tx.tierCounts());
    }

    /** True when a write would pass the disk floor now. */
    public boolean hasDiskRoom() {
        return disk.hasRoom();
    }

    /** True when the database answers. */
    public boolean ping() {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(
                            tx -> tx.run(cypher.statement(CypherQuery.HEALTH_PING), Map.of())
                                    .single()
                                    .get("ok")
                                    .asInt(),
                            transaction)
                    == 1;
        } catch (Neo4jException e) {
            throw unavailable(e);
        }
    }

    /**
     * {@code e} as a {@link DatabaseUnavailable} when it says the database is out of reach (unreachable, session
     * expired, no connection free in time), a transaction ran out of time, or a transient failure (a deadlock
     * victim, a lock wait cut short) outlasted the retries; else {@code e} itself.
     */
    static RuntimeException unavailable(Neo4jException e) {
        String code = e.code() == null ? "" : e.code();
        // a timed-out transaction fails with TransactionTimedOut, or, when the timeout struck while it waited for a
        // lock, with Transaction.Terminated or LockClientStopped ("no more locks can be acquired")
        if (code.startsWith("Neo.ClientError.Transaction.TransactionTimedOut")
                || code.endsWith(".Transaction.Terminated")
                || code.endsWith(".Transaction.LockClientStopped")
                || String.valueOf(e.getMessage()).startsWith("The transaction has been terminated")) {
            return new DatabaseUnavailable(
                    "the database did not finish the request in time", DatabaseUnavailable.Reason.TIMED_OUT, e);
        }
        if (e instanceof ServiceUnavailableException
                || e instanceof SessionExpiredException
                || String.valueOf(e.getMessage()).startsWith("Unable to acquire connection")) {
            return new DatabaseUnavailable("the database is out of reach", DatabaseUnavailable.Reason.UNREACHABLE, e);
        }
        if (e instanceof TransientException) {
            return new DatabaseUnavailable(
                    "concurrent transactions kept this one from finishing", DatabaseUnavailable.Reason.CONTENDED, e);
        }
        return e;
    }
}
