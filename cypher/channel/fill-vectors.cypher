// Writes the vectors the re-embedding job made (pipeline.reembed.ChannelBackfill), one batch per transaction, only
// where the memory still has none: a content update meanwhile (PATCH) wrote every channel's vector of the new
// content in its own transaction, and a vector of the old content must not replace it. Sets the channel's property
// and nothing else: content, ids, edges, stability and history are untouched. Written for the bge channel
// (store.cypher.ChannelQuery puts the channel's own property in place of embedding_bge).
:param rows => [{id: '3f2b9c1e-0000-4000-8000-000000000001', namespace: 'default', vector: [i IN range(1, 384) | toFloat(i % 7) / 7.0]}]
CYPHER 25
UNWIND $rows AS row
MATCH (m:Memory {id: row.id}) USING INDEX m:Memory(id)
WHERE m.namespace = row.namespace AND m.embedding_bge IS NULL
SET m.embedding_bge = row.vector
RETURN count(m) AS written;
