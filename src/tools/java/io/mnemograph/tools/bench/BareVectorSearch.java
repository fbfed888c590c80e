package io.mnemograph.tools.bench;

import io.mnemograph.store.memory.VisibilityKey;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.Values;

/**
 * The bare vector query recall is compared with: {@code cypher/tools/bench/bare-vector-search.cypher} over the global
 * memories of one namespace, through the driver, in a read transaction of its own, all rows fetched.
 */
final class BareVectorSearch {

    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final String visibility;

    BareVectorSearch(Driver driver, SessionConfig sessionConfig, String namespace) {
        this.driver = driver;
        this.sessionConfig = sessionConfig;
        this.visibility = VisibilityKey.global(namespace);
    }

    /** The {@code candidates} nearest memories, best first, each with {@code id} and {@code similarity}. */
    List<Record> search(float[] vector, int candidates) {
        Map<String, Object> params =
                Map.of("visibility", visibility, "candidates", candidates, "embedding", Values.value(vector));
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx ->
                    tx.run(BenchQuery.BARE_VECTOR_SEARCH.statement(), params).list());
        }
    }
}
