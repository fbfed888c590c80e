package io.mnemograph.transfer;

import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.disk.DiskGuard;
import io.mnemograph.store.namespace.NamespaceWriteLock;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.TransactionConfig;
import org.neo4j.driver.TransactionContext;

/**
 * The transactions of export and import: each export page is one short read transaction, each import batch one
 * write transaction that commits whole or not at all, both with the sweep timeout ({@code mnemograph.timeouts
 * .sweep-seconds}), as they are the same kind of bulk work.
 */
@Singleton
final class TransferStore {

    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final TransactionConfig config;
    private final CypherLibrary cypher;
    private final DiskGuard disk;

    TransferStore(Neo4jConnection connection, TimeoutSettings timeouts, CypherLibrary cypher, DiskGuard disk) {
        this.cypher = cypher;
        this.disk = disk;
        this.driver = connection.driver();
        this.sessionConfig = connection.sessionConfig();
        this.config = TransactionConfig.builder().withTimeout(timeouts.sweep()).build();
    }

    /** The rows of {@code query}, in one read transaction. */
    List<Record> read(TransferQuery query, Map<String, Object> params) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> tx.run(query.statement(), params).list(), config);
        }
    }

    /**
     * Runs {@code work} in one write transaction; the driver runs it again on a transient failure, so it must only
     * merge and set. Below the disk floor it is refused ({@link io.mnemograph.model.DiskFull}) before it starts.
     */
    <T> T write(Function<Statements, T> work) {
        disk.requireRoom();
        try (Session session = driver.session(sessionConfig)) {
            return session.executeWrite(tx -> work.apply(new Statements(tx, cypher)), config);
        }
    }

    /** The statements of one write transaction. */
    static final class Statements {

        private final TransactionContext tx;
        private final CypherLibrary cypher;

        private Statements(TransactionContext tx, CypherLibrary cypher) {
            this.tx = tx;
            this.cypher = cypher;
        }

        /** Takes {@code namespace}'s write lock and gives it a new content version, as every content write does. */
        void lockToChangeContent(String namespace) {
            NamespaceWriteLock.takeToChangeContent(tx, cypher, List.of(namespace));
        }

        List<Record> run(TransferQuery query, Map<String, Object> params) {
            return tx.run(query.statement(), params).list();
        }
    }
}
