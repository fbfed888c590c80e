// Vector index over hot memories only: a memory leaves it when it cools to :Cold storage.
// visibility (namespace, scope and project in one key: store.memory.VisibilityKey) is the in-index filter for the
// SEARCH clause; one equality filter searches faster than a conjunction (docs/decisions/0008-visibility-key.md). The
// HNSW options come from mnemograph.vector-index.* (config.VectorIndexSettings).
:param dimensions => 384
:param hnsw_m => 32
:param hnsw_ef_construction => 100
CYPHER 25
CREATE VECTOR INDEX memory_embedding IF NOT EXISTS
FOR (m:Hot) ON m.embedding
WITH [m.visibility]
OPTIONS { indexConfig: {
  `vector.dimensions`: $dimensions,
  `vector.similarity_function`: 'cosine',
  `vector.quantization.enabled`: false,
  `vector.hnsw.m`: $hnsw_m,
  `vector.hnsw.ef_construction`: $hnsw_ef_construction
} };
