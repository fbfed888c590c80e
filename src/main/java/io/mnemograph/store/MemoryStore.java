package io.mnemograph.store;

import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.Deadline;
import io.mnemograph.model.DatabaseUnavailable;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.disk.DiskGuard;
import io.mnemograph.store.lexical.LexicalStatistics;
import io.mnemograph.store.memory.TierCounts;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.TransactionConfig;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.exceptions.ClientException;
import org.neo4j.driver.exceptions.Neo4jException;
import org.neo4j.driver.exceptions.ServiceUnavailableException;
import org.neo4j.driver.exceptions.SessionExpiredException;
import org.neo4j.driver.exceptions.TransientException;

/**
 * Runs units of work in Neo4j transactions: each commits whole or not at all, within its timeout
 * ({@link TimeoutSettings}: the shorter of {@code transaction-seconds} and {@code request-seconds}, or of
 * {@code transaction-seconds} and the time a request's {@link Deadline} has left). A database out of reach or a
 * transaction out of time is reported as {@link DatabaseUnavailable}; a deadline that passes before the commit as
 * {@link io.mnemograph.core.DeadlinePassed}, with nothing committed. Every write first passes the {@link DiskGuard}:
 * below the disk floor it is refused ({@link io.mnemograph.model.DiskFull}) before it reaches the database; reads
 * always go ahead. The statements that sweep a whole namespace in batches committing on their own are
 * {@link NamespaceSweeps}.
 */
@Singleton
public final class MemoryStore {

    /** Neo4j's status code for a commit that a uniqueness constraint refused. */
    static final String CONSTRAINT_FAILED = "Neo.ClientError.Schema.ConstraintValidationFailed";

    /** Neo4j's status code for a node or edge that a concurrent transaction deleted while this one waited for it. */
    static final String ENTITY_GONE = "Neo.ClientError.Statement.EntityNotFound";

    /** Runs of a write whose commit a uniqueness constraint refused, the first included. */
    static final int CONSTRAINT_ATTEMPTS = 3;

    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final CypherLibrary cypher;
    private final Duration transactionTimeout;
    private final TransactionConfig transaction;
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
