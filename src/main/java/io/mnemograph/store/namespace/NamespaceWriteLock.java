package io.mnemograph.store.namespace;

import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import java.util.Collection;
import java.util.Map;
import java.util.TreeSet;
import org.neo4j.driver.TransactionContext;

/**
 * The write lock of a namespace ({@code cypher/namespace/write-lock.cypher}): every store method that changes a
 * namespace's graph takes it before its first change and holds it until the transaction commits, so the writers of
 * one namespace take turns instead of deadlocking. Several namespaces are locked in name order. A write that changes
 * memories' content also gives the namespace a new content version, which recalls read to know that their kept
 * statistics are stale ({@code store.lexical.LexicalStatistics}).
 */
public final class NamespaceWriteLock {

    private NamespaceWriteLock() {}

    /** Takes the write lock of each of {@code namespaces} in {@code tx}, in name order (again is a no-op). */
    public static void take(TransactionContext tx, CypherLibrary cypher, Collection<String> namespaces) {
        for (String namespace : new TreeSet<>(namespaces)) {
            tx.run(cypher.statement(CypherQuery.NAMESPACE_WRITE_LOCK), Map.of("namespace", namespace))
                    .consume();
        }
    }

    /**
     * Takes the write lock of each of {@code namespaces} as {@link #take} does, and gives each a new content version
     * (namespace/content-changed.cypher): for a transaction that adds, changes or removes memories' content. Import
     * takes it too, for each batch.
     */
    public static void takeToChangeContent(TransactionContext tx, CypherLibrary cypher, Collection<String> namespaces) {
        take(tx, cypher, namespaces);
        for (String namespace : new TreeSet<>(namespaces)) {
            tx.run(cypher.statement(CypherQuery.NAMESPACE_CONTENT_CHANGED), Map.of("namespace", namespace))
                    .consume();
        }
    }
}
