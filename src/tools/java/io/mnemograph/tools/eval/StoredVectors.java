package io.mnemograph.tools.eval;

import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.memory.StoredEmbedding;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;

/** A namespace's memories as the pipeline stored them (id, content, embedding), read back for the flat baselines. */
final class StoredVectors {

    /** One stored memory. */
    record Row(String id, String content, float[] embedding) {}

    /** How many contents {@link #embeddedBy} embeds in one call. */
    static final int EMBEDDING_BATCH = 32;

    private final Neo4jConnection connection;
    private final String statement;

    StoredVectors(Neo4jConnection connection) {
        this.connection = connection;
        this.statement = EvalQuery.NAMESPACE_VECTORS.statement();
    }

    /** The namespace's rows with the vectors the pipeline stored (the primary channel's). */
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

    /**
     * The namespace's rows with the vectors {@code model} makes of their contents, embedded
     * {@value #EMBEDDING_BATCH} at a time.
     */
    static Function<String, List<Row>> embeddedBy(StoredVectors stored, EmbeddingProvider model) {
        return namespace -> {
            List<Row> rows = stored.of(namespace);
            List<Row> embedded = new ArrayList<>(rows.size());
            for (int from = 0; from < rows.size(); from += EMBEDDING_BATCH) {
                List<Row> batch = rows.subList(from, Math.min(rows.size(), from + EMBEDDING_BATCH));
                List<float[]> vectors =
                        model.embedAll(batch.stream().map(Row::content).toList());
                for (int i = 0; i < batch.size(); i++) {
                    embedded.add(new Row(batch.get(i).id(), batch.get(i).content(), vectors.get(i)));
                }
            }
            return embedded;
        };
    }
}
