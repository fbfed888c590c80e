package io.mnemograph.analytics;

import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.neo4j.driver.Session;
import org.neo4j.driver.Value;

/**
 * One graph projected into the GDS catalog for one request, under a name no other request uses
 * ({@code mnemograph-<purpose>-<uuid>}), dropped on {@link #close()} whatever happened in between.
 */
final class Projection implements AutoCloseable {

    static final String PREFIX = "mnemograph-";

    private final Session session;
    private final CypherLibrary cypher;
    private final String name;
    private final long nodes;

    private Projection(Session session, CypherLibrary cypher, String name, long nodes) {
        this.session = session;
        this.cypher = cypher;
        this.name = name;
        this.nodes = nodes;
    }

    /** Projects with {@code query}, given {@code parameters} plus the unique name as {@code $graph}. */
    static Projection project(
            Session session, CypherLibrary cypher, CypherQuery query, String purpose, Map<String, Object> parameters) {
        String name = PREFIX + purpose + "-" + UUID.randomUUID();
        Map<String, Object> all = new HashMap<>(parameters);
        all.put("graph", name);
        try {
            Value nodes = session.run(cypher.statement(query), all).single().get("nodes");
            return new Projection(session, cypher, name, nodes.isNull() ? 0 : nodes.asLong());
        } catch (RuntimeException e) {
            drop(session, cypher, name);
            throw e;
        }
    }

    String name() {
        return name;
    }

    /** False when nothing was projected (the namespace holds nothing to analyse): run no algorithm on it. */
    boolean isEmpty() {
        return nodes == 0;
    }

    @Override
    public void close() {
        drop(session, cypher, name);
    }

    private static void drop(Session session, CypherLibrary cypher, String name) {
        session.run(cypher.statement(CypherQuery.ANALYTICS_DROP_GRAPH), Map.of("graph", name))
                .consume();
    }
}
