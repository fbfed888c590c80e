// Writes one further embedding channel's vectors of memories (remember, content update, re-embedding), in the
// transaction that writes the memories: $property is the channel's vector property (embedding.EmbeddingChannel,
// e.g. embedding_bge), set as a dynamic property; each row names its memory's namespace (a batch may span several),
// and a memory of another namespace is never touched.
:param property => 'embedding_bge'
:param rows => [{id: '3f2b9c1e-0000-4000-8000-000000000001', namespace: 'default', vector: [i IN range(1, 384) | toFloat(i % 7) / 7.0]}]
CYPHER 25
UNWIND $rows AS row
MATCH (m:Memory {id: row.id}) USING INDEX m:Memory(id)
WHERE m.namespace = row.namespace
SET m[$property] = row.vector
RETURN count(m) AS written;
