// Vector index over hot memories' vectors of a further embedding channel (embedding.EmbeddingChannel): written for
// the bge channel, as it runs in Neo4j Browser; store.cypher.ChannelQuery puts the channel's own names in place of
// embedding_bge (identifiers of lower-case letters from the settings, never text from a request). Same key and HNSW
// options as the primary channel's memory_embedding (schema/02-vector-index.cypher).
:param dimensions => 384
:param hnsw_m => 32
:param hnsw_ef_construction => 100
CYPHER 25
CREATE VECTOR INDEX memory_embedding_bge IF NOT EXISTS
FOR (m:Hot) ON m.embedding_bge
WITH [m.visibility]
OPTIONS { indexConfig: {
  `vector.dimensions`: $dimensions,
  `vector.similarity_function`: 'cosine',
  `vector.quantization.enabled`: false,
  `vector.hnsw.m`: $hnsw_m,
  `vector.hnsw.ef_construction`: $hnsw_ef_construction
} };
