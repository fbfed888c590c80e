// How the existing vector index was built: its dimension (compared with the embedding model at start-up) and its
// HNSW options (compared with mnemograph.vector-index.*). No row when the index does not exist yet.
CYPHER 25
SHOW VECTOR INDEXES YIELD name, options
WHERE name = 'memory_embedding'
RETURN options.indexConfig.`vector.dimensions` AS dimensions,
       options.indexConfig.`vector.hnsw.m` AS hnsw_m,
       options.indexConfig.`vector.hnsw.ef_construction` AS hnsw_ef_construction;
