// Vector index over hot memories only: a memory leaves it when it cools to :Cold storage.
// namespace, scope and project are in-index filters for the SEARCH clause. The HNSW options come from
// mnemograph.vector-index.* (config.VectorIndexSettings).
:param dimensions => 384
:param hnsw_m => 32
:param hnsw_ef_construction => 100
CYPHER 25
CREATE VECTOR INDEX memory_embedding IF NOT EXISTS
FOR (m:Hot) ON m.embedding
WITH [m.namespace, m.scope, m.project]
OPTIONS { indexConfig: {
  `vector.dimensions`: $dimensions,
  `vector.similarity_function`: 'cosine',
  `vector.quantization.enabled`: false,
  `vector.hnsw.m`: $hnsw_m,
  `vector.hnsw.ef_construction`: $hnsw_ef_construction
} };
