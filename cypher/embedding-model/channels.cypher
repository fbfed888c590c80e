// The channels whose embedding model the database records (store.schema.ChannelSchema): a recorded further channel
// that is no longer configured is removed at start-up (its indexes dropped, its vectors removed, its record deleted).
CYPHER 25
MATCH (e:EmbeddingModel)
RETURN e.channel AS channel, e.vector_property AS vector_property
ORDER BY channel;
