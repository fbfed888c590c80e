// Vector index over cold memories: cold storage keeps the hot index (memory_embedding) small and fast, and this one
// lets recall still find a cold memory by meaning (cypher/recall/vector-seed.cypher, with $cold). A memory moves
// between the two indexes with its :Hot / :Cold label. Same key and options as the hot index; built from the existing
// cold memories when it is first created.
:param dimensions => 384
:param hnsw_m => 32
:param hnsw_ef_construction => 100
CYPHER 25
CREATE VECTOR INDEX memory_embedding_cold IF NOT EXISTS
FOR (m:Cold) ON m.embedding
WITH [m.visibility]
OPTIONS { indexConfig: {
  `vector.dimensions`: $dimensions,
  `vector.similarity_function`: 'cosine',
  `vector.quantization.enabled`: false,
  `vector.hnsw.m`: $hnsw_m,
  `vector.hnsw.ef_construction`: $hnsw_ef_construction
} };
