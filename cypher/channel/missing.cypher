// The re-embedding job's next batch for a further embedding channel (pipeline.reembed.ChannelBackfill): memories of
// every namespace and tier without the channel's vector, after $after in id order, read through the unique index on
// :Memory(id) so that each batch starts where the last one ended. A killed job starts again from the first memory
// still missing: resumable because it asks only for what is missing. Written for the bge channel
// (store.cypher.ChannelQuery puts the channel's own property in place of embedding_bge).
:param after => ''
:param limit => 64
CYPHER 25
MATCH (m:Memory)
USING INDEX m:Memory(id)
WHERE m.id > $after AND m.embedding_bge IS NULL
RETURN m.id AS id, m.namespace AS namespace, m.content AS content
ORDER BY m.id
LIMIT $limit;
