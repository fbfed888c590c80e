package io.mnemograph.store;

/** Every Cypher statement the service runs, by the file that holds it under {@code cypher/}. */
public enum CypherQuery {
    SCHEMA_CONSTRAINTS("schema/01-constraints.cypher"),
    SCHEMA_VECTOR_INDEX("schema/02-vector-index.cypher"),
    SCHEMA_FULLTEXT_INDEX("schema/03-fulltext-index.cypher"),
    SCHEMA_PROPERTY_INDEXES("schema/04-property-indexes.cypher"),
    SCHEMA_AWAIT_INDEXES("schema/05-await-indexes.cypher"),
    SCHEMA_VECTOR_INDEX_DIMENSION("schema/vector-index-dimension.cypher"),
    MEMORY_CREATE("memory/create.cypher"),
    MEMORY_GET("memory/get.cypher"),
    MEMORY_DELETE("memory/delete.cypher"),
    RECALL_VECTOR_SEED("recall/vector-seed.cypher"),
    HEALTH_PING("health/ping.cypher"),
    BENCH_BULK_CREATE("bench/bulk-create.cypher"),
    BENCH_COUNT("bench/count.cypher");

    private final String file;

    CypherQuery(String file) {
        this.file = file;
    }

    /** Path of the file relative to the {@code cypher/} folder. */
    public String file() {
        return file;
    }

    /** True for schema statements, which are applied at start-up and cannot be EXPLAINed. */
    public boolean isSchema() {
        return file.startsWith("schema/") && this != SCHEMA_VECTOR_INDEX_DIMENSION;
    }
}
