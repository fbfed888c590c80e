package io.mnemograph.store.cypher;

/**
 * Every Cypher statement the service runs, by the file that holds it under {@code cypher/}. The tools' statements
 * are not here: they are in the tools' own enums, {@code tools.bench.BenchQuery} and {@code tools.eval.EvalQuery}.
 */
public enum CypherQuery implements CypherFile {
    SCHEMA_CONSTRAINTS("schema/01-constraints.cypher"),
    SCHEMA_VECTOR_INDEX("schema/02-vector-index.cypher"),
    SCHEMA_FULLTEXT_INDEX("schema/03-fulltext-index.cypher"),
    SCHEMA_PROPERTY_INDEXES("schema/04-property-indexes.cypher"),
    SCHEMA_IDEMPOTENCY_CONSTRAINT("schema/05-idempotency-constraint.cypher"),
    SCHEMA_SESSION_CONSTRAINT("schema/06-session-constraint.cypher"),
    SCHEMA_ENTITY_CONSTRAINT("schema/07-entity-constraint.cypher"),
    SCHEMA_SWEEP_LOCK_CONSTRAINT("schema/08-sweep-lock-constraint.cypher"),
    SCHEMA_MEMORY_NAMESPACE_ID_INDEX("schema/09-memory-namespace-id-index.cypher"),
    SCHEMA_MEMORY_EXPIRY_INDEX("schema/10-memory-expiry-index.cypher"),
    SCHEMA_DROP_STANDARD_FULLTEXT_INDEX("schema/11-drop-standard-fulltext-index.cypher"),
    SCHEMA_MEMORY_IMPORTANCE_INDEX("schema/12-memory-importance-index.cypher"),
    SCHEMA_COLD_VECTOR_INDEX("schema/13-cold-vector-index.cypher"),
    SCHEMA_WRITE_LOCK_CONSTRAINT("schema/14-write-lock-constraint.cypher"),
    SCHEMA_WRITE_LOCK_CONTENT_VERSION("schema/15-write-lock-content-version.cypher"),
    SCHEMA_TIMELINE_CONSTRAINT("schema/16-timeline-constraint.cypher"),
    SCHEMA_TOKENS("schema/17-tokens.cypher"),
    SCHEMA_EMBEDDING_MODEL_CONSTRAINT("schema/18-embedding-model-constraint.cypher"),
    SCHEMA_AWAIT_INDEXES("schema/99-await-indexes.cypher"),
    SCHEMA_VECTOR_INDEX_CONFIG("schema/vector-index-config.cypher"),
    MIGRATION_VISIBILITY_BACKFILL("migration/visibility-backfill.cypher"),
    MIGRATION_DROP_VECTOR_INDEX("migration/drop-vector-index.cypher"),
    MIGRATION_ENGLISH_FULLTEXT_INDEX("migration/english-fulltext-index.cypher"),
    MIGRATION_UNTOKENED_NAMESPACES("migration/untokened-namespaces.cypher"),
    MIGRATION_NAMESPACE_TOKEN_BACKFILL("migration/namespace-token-backfill.cypher"),
    MIGRATION_DROP_ENGLISH_FULLTEXT_INDEX("migration/drop-english-fulltext-index.cypher"),
    EMBEDDING_MODEL_RECORDED("embedding-model/recorded.cypher"),
    EMBEDDING_MODEL_RECORD("embedding-model/record.cypher"),
    EMBEDDING_MODEL_CHANNELS("embedding-model/channels.cypher"),
    EMBEDDING_MODEL_DROP_INDEX("embedding-model/drop-index.cypher"),
    EMBEDDING_MODEL_FORGET("embedding-model/forget.cypher"),
    MEMORY_CREATE("memory/create.cypher"),
    MEMORY_GET("memory/get.cypher"),
    MEMORY_DELETE("memory/delete.cypher"),
    MEMORY_BY_IDEMPOTENCY_KEYS("memory/by-idempotency-keys.cypher"),
    MEMORY_EXISTING("memory/existing.cypher"),
    MEMORY_NEIGHBOURS("memory/neighbours.cypher"),
    MEMORY_UPDATE("memory/update.cypher"),
    MEMORY_HISTORY("memory/history.cypher"),
    MEMORY_LIST("memory/list.cypher"),
    SESSION_PREVIOUS_MEMORY("session/previous-memory.cypher"),
    SESSION_PREVIOUS_SESSIONLESS("session/previous-sessionless.cypher"),
    ASSOCIATION_CREATE("association/create.cypher"),
    ASSOCIATION_OF_MEMORY("association/of-memory.cypher"),
    ASSOCIATION_DELETE("association/delete.cypher"),
    RECALL_EXPAND("recall/expand.cypher"),
    RECALL_REACHED_MEMORIES("recall/reached-memories.cypher"),
    RECALL_NEWER_STATEMENTS("recall/newer-statements.cypher"),
    RECALL_VECTOR_SEED("recall/vector-seed.cypher"),
    RECALL_WRITE_BACK("recall/write-back.cypher"),
    RECALL_FULLTEXT_SEED("recall/fulltext-seed.cypher"),
    RECALL_CONTENT_VERSION("recall/content-version.cypher"),
    RECALL_NAMESPACE_LEXICAL_STATISTICS("recall/namespace-lexical-statistics.cypher"),
    RECALL_TERM_FREQUENCIES("recall/term-frequencies.cypher"),
    LIFECYCLE_ACQUIRE_LOCK("lifecycle/acquire-lock.cypher"),
    LIFECYCLE_RENEW_LOCK("lifecycle/renew-lock.cypher"),
    LIFECYCLE_RELEASE_LOCK("lifecycle/release-lock.cypher"),
    LIFECYCLE_NAMESPACES("lifecycle/namespaces.cypher"),
    LIFECYCLE_CANDIDATES("lifecycle/candidates.cypher"),
    LIFECYCLE_PROMOTE("lifecycle/promote.cypher"),
    LIFECYCLE_COOL("lifecycle/cool.cypher"),
    LIFECYCLE_EXPIRE("lifecycle/expire.cypher"),
    LIFECYCLE_DECAY_ASSOCIATIONS("lifecycle/decay-associations.cypher"),
    NAMESPACE_DELETE_MEMORIES("namespace/delete-memories.cypher"),
    NAMESPACE_DELETE_REST("namespace/delete-rest.cypher"),
    NAMESPACE_DELETE_WRITE_LOCK("namespace/delete-write-lock.cypher"),
    NAMESPACE_WRITE_LOCK("namespace/write-lock.cypher"),
    NAMESPACE_CONTENT_CHANGED("namespace/content-changed.cypher"),
    HEALTH_PING("health/ping.cypher"),
    METRICS_TIER_COUNTS("metrics/tier-counts.cypher"),
    ANALYTICS_GDS_AVAILABLE("analytics/gds-available.cypher"),
    ANALYTICS_PROJECT_MEMORY_GRAPH("analytics/project-memory-graph.cypher"),
    ANALYTICS_PROJECT_TOPIC_GRAPH("analytics/project-topic-graph.cypher"),
    ANALYTICS_PROJECT_MENTION_GRAPH("analytics/project-mention-graph.cypher"),
    ANALYTICS_PAGERANK("analytics/pagerank.cypher"),
    ANALYTICS_COMMUNITIES("analytics/communities.cypher"),
    ANALYTICS_SIMILAR_MEMORIES("analytics/similar-memories.cypher"),
    ANALYTICS_DROP_GRAPH("analytics/drop-graph.cypher"),
    ANALYTICS_TIER_COUNTS("analytics/tier-counts.cypher"),
    ANALYTICS_EDGE_COUNTS("analytics/edge-counts.cypher"),
    ANALYTICS_STABILITY_DISTRIBUTION("analytics/stability-distribution.cypher");

    private final String file;

    CypherQuery(String file) {
        this.file = file;
    }

    @Override
    public String file() {
        return file;
    }

    /** True for schema statements, which cannot be EXPLAINed: those applied at start-up, and a migration's drop. */
    public boolean isSchema() {
        return isAppliedAtStartUp()
                || this == MIGRATION_DROP_VECTOR_INDEX
                || this == MIGRATION_DROP_ENGLISH_FULLTEXT_INDEX
                || this == EMBEDDING_MODEL_DROP_INDEX;
    }

    /** True for the idempotent schema statements applied at every start-up, in this order. */
    public boolean isAppliedAtStartUp() {
        return file.startsWith("schema/") && this != SCHEMA_VECTOR_INDEX_CONFIG;
    }
}
