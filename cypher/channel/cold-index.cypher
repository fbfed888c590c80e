// Vector index over cold memories' vectors of a further embedding channel, as schema/13-cold-vector-index.cypher is
// for the primary one; written for the bge channel (store.cypher.ChannelQuery puts the channel's names in place).
:param dimensions => 384
:param hnsw_m => 32
:param hnsw_ef_construction => 100
CYPHER 25
CREATE VECTOR INDEX memory_embedding_bge_cold IF NOT EXISTS
FOR (m:Cold) ON m.embedding_bge
WITH [m.visibility]
OPTIONS { indexConfig: {
  `vector.dimensions`: $dimensions,
  `vector.similarity_function`: 'cosine',
  `vector.quantization.enabled`: false,
  `vector.hnsw.m`: $hnsw_m,
  `vector.hnsw.ef_construction`: $hnsw_ef_construction
} };
