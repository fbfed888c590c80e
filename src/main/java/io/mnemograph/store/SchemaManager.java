package io.mnemograph.store;

import io.micronaut.context.annotation.Context;
import io.mnemograph.embedding.EmbeddingProvider;
import org.neo4j.driver.Session;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Map;

/**
 * Applies {@code cypher/schema/} idempotently at start-up and waits until every index is online.
 *
 * <p>The vector index dimension follows the embedding model; an existing index built for another dimension stops
 * start-up, because mixing models in one index would make every similarity meaningless.
 */
@Context
public final class SchemaManager {

    private static final Logger LOG = LoggerFactory.getLogger(SchemaManager.class);
    private static final int INDEX_WAIT_SECONDS = 300;

    public SchemaManager(Neo4jConnection connection, CypherLibrary cypher, EmbeddingProvider embeddings) {
        int dimension = embeddings.dimension();
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            checkVectorDimension(session, cypher, dimension, embeddings.name());
            for (CypherQuery query : CypherQuery.values()) {
                if (query.isSchema() && query != CypherQuery.SCHEMA_AWAIT_INDEXES) {
                    session.run(cypher.statement(query), Map.of("dimensions", dimension)).consume();
                }
            }
            session.run(cypher.statement(CypherQuery.SCHEMA_AWAIT_INDEXES), Map.of("seconds", INDEX_WAIT_SECONDS))
                    .consume();
        }
        LOG.info("Schema ready: vector index of {} dimensions for {}", dimension, embeddings.name());
    }

    private static void checkVectorDimension(Session session, CypherLibrary cypher, int dimension, String model) {
        var existing = session.run(cypher.statement(CypherQuery.SCHEMA_VECTOR_INDEX_DIMENSION)).list();
        if (!existing.isEmpty()) {
            long indexed = existing.getFirst().get("dimensions").asLong();
            if (indexed != dimension) {
                throw new IllegalStateException("The vector index memory_embedding holds " + indexed
                        + "-dimensional vectors but the embedding model " + model + " produces " + dimension
                        + ". Use the model the data was stored with, or a new database (data directory).");
            }
        }
    }
}
