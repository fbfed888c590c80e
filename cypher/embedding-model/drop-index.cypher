// Drops one vector index of a further channel that is no longer configured (store.schema.ChannelSchema): an index
// holds derived data only. $index is memory_embedding_<channel> or memory_embedding_<channel>_cold.
:param index => 'memory_embedding_bge'
CYPHER 25
DROP INDEX $index IF EXISTS;
