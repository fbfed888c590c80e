package io.mnemograph.tools.bench;

import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.ChannelQuery;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.memory.VisibilityKey;
import io.mnemograph.store.namespace.NamespaceToken;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.Values;

/**
 * Writes batches of memories through the driver, one transaction per batch, with {@code cypher/tools/bench/}
 * statements; the nodes carry the same properties as a remembered memory ({@code cypher/memory/create.cypher}).
 */
final class BulkLoader {

    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final CypherLibrary cypher;

    BulkLoader(Neo4jConnection connection, CypherLibrary cypher) {
        this.driver = connection.driver();
        this.sessionConfig = connection.sessionConfig();
        this.cypher = cypher;
    }

    /** One row of {@code cypher/tools/bench/bulk-create.cypher}. */
    static Map<String, Object> row(
            String id, String content, ZonedDateTime occurredAt, double importance, float[] embedding) {
        return Map.of(
                "id",
                id,
                "content",
                content,
                "occurred_at",
                occurredAt,
                "importance",
                importance,
                "embedding",
                Values.value(embedding));
    }

    /** One row of {@code cypher/channel/set-vectors.cypher}: a memory's vector in a further embedding channel. */
    static Map<String, Object> channelRow(String id, String namespace, float[] vector) {
        return Map.of("id", id, "namespace", namespace, "vector", Values.value(vector));
    }

    /** One row of {@code cypher/tools/bench/bulk-associate.cypher}: an association from a memory to another. */
    static Map<String, Object> association(String source, String target, double weight, String kind) {
        return Map.of("source", source, "target", target, "weight", weight, "kind", kind);
    }

    /** One row of {@code cypher/tools/bench/bulk-mention.cypher}: a memory names an entity. */
    static Map<String, Object> mention(String id, String key, String name) {
        return Map.of("id", id, "key", key, "name", name);
    }

    /**
     * Stores the rows in one write transaction with each further channel's vectors of them (by vector property,
     * {@link #channelRow} rows), as remember writes a memory and its channels' vectors together; returns how many
     * nodes were created.
     */
    long write(
            String namespace,
            ZonedDateTime now,
            List<Map<String, Object>> rows,
            Map<String, List<Map<String, Object>>> channelRows) {
        Map<String, Object> params = Map.of(
                "namespace",
                namespace,
                "visibility",
                VisibilityKey.global(namespace),
                "namespace_token",
                NamespaceToken.of(namespace),
                "now",
                now,
                "rows",
                rows);
        try (Session session = driver.session(sessionConfig)) {
            return session.executeWrite(tx -> {
                long created = tx.run(BenchQuery.BULK_CREATE.statement(), params)
                        .single()
                        .get("created")
                        .asLong();
                channelRows.forEach((property, vectors) -> tx.run(
                                ChannelQuery.SET_VECTORS.statement(), Map.of("property", property, "rows", vectors))
                        .consume());
                return created;
            });
        }
    }

    /** Creates the associations of {@link #association} rows in one write transaction; returns how many. */
    long associate(String namespace, ZonedDateTime now, List<Map<String, Object>> rows) {
        return write(BenchQuery.BULK_ASSOCIATE, Map.of("namespace", namespace, "now", now, "rows", rows));
    }

    /** Creates the mentions of {@link #mention} rows (and their entities) in one write transaction; returns how many. */
    long mention(String namespace, ZonedDateTime now, List<Map<String, Object>> rows) {
        return write(BenchQuery.BULK_MENTION, Map.of("namespace", namespace, "now", now, "rows", rows));
    }

    private long write(BenchQuery query, Map<String, Object> params) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeWrite(tx ->
                    tx.run(query.statement(), params).single().get("created").asLong());
        }
    }

    /** Moves every memory of the namespace to cold storage ({@code --cold}); returns how many. */
    long coolAll(String namespace, int batchSize) {
        try (Session session = driver.session(sessionConfig)) {
            return session.run(BenchQuery.COOL_ALL.statement(), Map.of("namespace", namespace, "batch", batchSize))
                    .single()
                    .get("cooled")
                    .asLong();
        }
    }

    /** Memories the namespace holds. */
    long count(String namespace) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> tx.run(BenchQuery.COUNT.statement(), Map.of("namespace", namespace))
                    .single()
                    .get("memories")
                    .asLong());
        }
    }

    /** Waits until every index has caught up (after a bulk load). */
    void awaitIndexes(int seconds) {
        try (Session session = driver.session(sessionConfig)) {
            session.run(cypher.statement(CypherQuery.SCHEMA_AWAIT_INDEXES), Map.of("seconds", seconds))
                    .consume();
        }
    }
}
