package io.mnemograph.tools.eval;

import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.memory.StoredEmbedding;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;

/** A namespace's memories as the pipeline stored them (id, content, embedding), read back for the flat baselines. */
final class StoredVectors {

    /** One stored memory. */
    record Row(String id, String content, float[] embedding) {}

    private final Neo4jConnection connection;
    private final String statement;

    StoredVectors(Neo4jConnection connection) {
        this.connection = connection;
        this.statement = EvalQuery.NAMESPACE_VECTORS.statement();
    }

    List<Row> of(String namespace) {
        List<Record> rows;
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            rows = session.executeRead(
                    tx -> tx.run(statement, Map.of("namespace", namespace)).list());
        }
        return rows.stream()
                .map(r -> new Row(
                        r.get("id").asString(),
                        r.get("content").asString(),
                        StoredEmbedding.floats(r.get("embedding"))))
                .toList();
    }
}
