// How the existing vector index was built: its dimension (compared with the embedding model at start-up), its HNSW
// options (compared with mnemograph.vector-index.*) and its properties (the embedding, then the in-index filters; an
// index filtering on namespace, scope and project predates the visibility key and is rebuilt). No row when the index
// does not exist yet.
CYPHER 25
SHOW VECTOR INDEXES YIELD name, properties, options
WHERE name = 'memory_embedding'
RETURN properties,
       options.indexConfig.`vector.dimensions` AS dimensions,
       options.indexConfig.`vector.hnsw.m` AS hnsw_m,
       options.indexConfig.`vector.hnsw.ef_construction` AS hnsw_ef_construction;
