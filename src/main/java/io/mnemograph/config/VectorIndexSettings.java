package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * How the HNSW vector index over hot memories is built (Neo4j's {@code vector.hnsw.*} index options). They apply
 * when the index is created, on a new database; an existing index keeps the options it was built with, and start-up
 * warns when they differ (docs/decisions/0006-vector-index-tuning.md).
 *
 * @param hnswM              links per node in the HNSW graph, [1, 512] (default 32, measured; Neo4j: 16)
 * @param hnswEfConstruction candidates kept while linking a new node, [1, 3200] (default 100, as Neo4j)
 */
@ConfigurationProperties(VectorIndexSettings.PREFIX)
public record VectorIndexSettings(
        @Bindable(defaultValue = "32") int hnswM,
        @Bindable(defaultValue = "100") int hnswEfConstruction) {

    public static final String PREFIX = "mnemograph.vector-index";

    public VectorIndexSettings {
        ConfigurationError.requireRange(PREFIX + ".hnsw-m", hnswM, 1, 512);
        ConfigurationError.requireRange(PREFIX + ".hnsw-ef-construction", hnswEfConstruction, 1, 3200);
    }
}
