// Forgets a further channel that is no longer configured (store.schema.ChannelSchema), after its two vector indexes
// are dropped: its vectors ($property, derived data: the memories' content, ids, edges and history are untouched) are
// removed in batches, then its record. The primary channel is never forgotten.
:param channel => 'bge'
:param property => 'embedding_bge'
CYPHER 25
MATCH (m:Memory)
WHERE m[$property] IS NOT NULL AND $channel <> 'primary'
CALL (m) {
  REMOVE m[$property]
} IN TRANSACTIONS OF 1000 ROWS
WITH count(*) AS removed
MATCH (e:EmbeddingModel {channel: $channel})
WHERE $channel <> 'primary'
DELETE e
RETURN removed;
