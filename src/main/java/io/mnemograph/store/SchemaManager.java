package io.mnemograph.store;

import io.micronaut.context.annotation.Context;
import io.mnemograph.config.VectorIndexSettings;
import io.mnemograph.embedding.EmbeddingProvider;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Map;

/**
 * Applies {@code cypher/schema/} idempotently at start-up and waits until every index is online.
 *
 * <p>The vector index dimension follows the embedding model; an existing index built for another dimension stops
 * start-up, because mixing models in one index would make every similarity meaningless. An existing index built
 * with other HNSW options than {@link VectorIndexSettings} is kept (rebuilding it can take minutes), with a warning
 * that says how to rebuild it.
 */
@Context
public final class SchemaManager {

    private static final Logger LOG = LoggerFactory.getLogger(SchemaManager.class);
    private static final int INDEX_WAIT_SECONDS = 300;

    public SchemaManager(Neo4jConnection connection, CypherLibrary cypher, EmbeddingProvider embeddings,
                         VectorIndexSettings vectorIndex) {
        int dimension = embeddings.dimension();
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            List<Record> existing = session.run(cypher.statement(CypherQuery.SCHEMA_VECTOR_INDEX_CONFIG)).list();
            if (!existing.isEmpty()) {
                checkVectorDimension(existing.getFirst(), dimension, embeddings.name());
                warnOnOtherHnswOptions(existing.getFirst(), vectorIndex);
            }
            Map<String, Object> parameters = Map.of("dimensions", dimension, "hnsw_m", vectorIndex.hnswM(),
                    "hnsw_ef_construction", vectorIndex.hnswEfConstruction());
            for (CypherQuery query : CypherQuery.values()) {
                if (query.isSchema() && query != CypherQuery.SCHEMA_AWAIT_INDEXES) {
                    session.run(cypher.statement(query), parameters).consume();
                }
            }
            session.run(cypher.statement(CypherQuery.SCHEMA_AWAIT_INDEXES), Map.of("seconds", INDEX_WAIT_SECONDS))
                    .consume();
        }
        LOG.info("Schema ready: vector index of {} dimensions for {}", dimension, embeddings.name());
    }

    private static void checkVectorDimension(Record index, int dimension, String model) {
        long indexed = index.get("dimensions").asLong();
        if (indexed != dimension) {
            throw new IllegalStateException("The vector index memory_embedding holds " + indexed
                    + "-dimensional vectors but the embedding model " + model + " produces " + dimension
                    + ". Use the model the data was stored with, or a new database (data directory).");
        }
    }

    private static void warnOnOtherHnswOptions(Record index, VectorIndexSettings wanted) {
        long m = index.get("hnsw_m").asLong(-1);
        long efConstruction = index.get("hnsw_ef_construction").asLong(-1);
        if (m != wanted.hnswM() || efConstruction != wanted.hnswEfConstruction()) {
            LOG.warn("The vector index memory_embedding was built with vector.hnsw.m={} and "
                    + "vector.hnsw.ef_construction={}; {}.hnsw-m={} and .hnsw-ef-construction={} apply to a new index "
                    + "only. It holds derived data only: to rebuild it with them, run DROP INDEX memory_embedding and "
                    + "restart.", m, efConstruction,
                    VectorIndexSettings.PREFIX, wanted.hnswM(), wanted.hnswEfConstruction());
        }
    }
}
