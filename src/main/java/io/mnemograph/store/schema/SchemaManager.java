package io.mnemograph.store.schema;

import io.micronaut.context.annotation.Context;
import io.mnemograph.config.VectorIndexSettings;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingIdentity;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.Value;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies {@code cypher/schema/} idempotently at start-up and waits until every index is online.
 *
 * <p>The vector index dimension follows the embedding model; an existing index built for another dimension stops
 * start-up, because mixing models in one index would make every similarity meaningless. An existing index built
 * with other HNSW options than {@link VectorIndexSettings} is kept (rebuilding it can take minutes), with a warning
 * that says how to rebuild it. An index that predates the visibility key (filtering on namespace, scope and
 * project) is migrated once: every memory gets its key, and the index is dropped and built again on it. So is a
 * full-text index that predates the namespace token ({@link LexicalIndexMigration}).
 *
 * <p>Before any of it, the model recorded for the vectors must be the configured one, else start-up refuses; a
 * database without a record gets the configured model recorded once the schema is applied
 * ({@link EmbeddingModelCheck}); so must each further channel's, whose indexes are created and whose removal from
 * the settings removes them ({@link ChannelSchema}).
 */
@Context
public final class SchemaManager {

    private static final Logger LOG = LoggerFactory.getLogger(SchemaManager.class);
    private static final int INDEX_WAIT_SECONDS = 300;
    /** A rebuilt index is populated from every (hot) memory: about a minute per 100k on 2 cores. */
    private static final int REBUILT_INDEX_WAIT_SECONDS = 3600;

    public SchemaManager(
            Neo4jConnection connection,
            CypherLibrary cypher,
            EmbeddingProvider embeddings,
            EmbeddingChannels channels,
            VectorIndexSettings vectorIndex,
            Clock clock) {
        int dimension = embeddings.dimension();
        EmbeddingIdentity identity = embeddings.identity();
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            Optional<RecordedEmbeddingModel> recorded =
                    EmbeddingModelCheck.requireRecordedIsConfigured(session, cypher, identity);
            Set<String> recordedChannels = ChannelSchema.requireRecordedAreConfigured(session, cypher, channels);
            List<Record> existing = session.run(cypher.statement(CypherQuery.SCHEMA_VECTOR_INDEX_CONFIG))
                    .list();
            boolean rebuilt = false;
            if (!existing.isEmpty()) {
                checkVectorDimension(existing.getFirst(), dimension, embeddings.name());
                rebuilt = migrateToVisibilityKey(session, cypher, existing.getFirst());
                if (!rebuilt) {
                    warnOnOtherHnswOptions(existing.getFirst(), vectorIndex);
                }
            }
            rebuilt |= LexicalIndexMigration.run(session, cypher);
            Map<String, Object> parameters = Map.of(
                    "dimensions",
                    dimension,
                    "hnsw_m",
                    vectorIndex.hnswM(),
                    "hnsw_ef_construction",
                    vectorIndex.hnswEfConstruction());
            for (CypherQuery query : CypherQuery.values()) {
                if (query.isAppliedAtStartUp() && query != CypherQuery.SCHEMA_AWAIT_INDEXES) {
                    session.run(cypher.statement(query), parameters).consume();
                }
            }
            if (recorded.isEmpty()) {
                EmbeddingModelCheck.record(session, cypher, identity, clock);
            }
            ChannelSchema.apply(session, cypher, channels, recordedChannels, vectorIndex, clock);
            session.run(
                            cypher.statement(CypherQuery.SCHEMA_AWAIT_INDEXES),
                            Map.of("seconds", rebuilt ? REBUILT_INDEX_WAIT_SECONDS : INDEX_WAIT_SECONDS))
                    .consume();
        }
        connection.ownerOnlyFiles();
        LOG.info("Schema ready: vector index of {} dimensions for {}", dimension, embeddings.name());
    }

    /**
     * Gives every memory its visibility key and drops the vector index when the index filters on namespace, scope and
     * project (it predates the key); the schema statements then build it again. Returns whether it was dropped.
     */
    private static boolean migrateToVisibilityKey(Session session, CypherLibrary cypher, Record index) {
        if (index.get("properties").asList(Value::asString).contains("visibility")) {
            return false;
        }
        LOG.warn("The vector index memory_embedding predates the visibility key: keying every memory, then "
                + "rebuilding the index (once; about a minute per 100k hot memories)");
        long keyed = session.run(cypher.statement(CypherQuery.MIGRATION_VISIBILITY_BACKFILL))
                .single()
                .get("keyed")
                .asLong();
        session.run(cypher.statement(CypherQuery.MIGRATION_DROP_VECTOR_INDEX)).consume();
        LOG.info("Keyed {} memories; rebuilding the vector index memory_embedding", keyed);
        return true;
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
            LOG.warn(
                    "The vector index memory_embedding was built with vector.hnsw.m={} and "
                            + "vector.hnsw.ef_construction={}; {}.hnsw-m={} and .hnsw-ef-construction={} apply to a new index "
                            + "only. It holds derived data only: to rebuild it with them, run DROP INDEX memory_embedding and "
                            + "restart.",
                    m,
                    efConstruction,
                    VectorIndexSettings.PREFIX,
                    wanted.hnswM(),
                    wanted.hnswEfConstruction());
        }
    }
}
