// How far a further embedding channel reaches (/health's embedding.channels and the gauge
// mnemograph_channel_memories_missing, read at most once per pipeline.reembed.ChannelCoverages.MAX_AGE): memories of
// every namespace and tier with the channel's vector and without. One pass over the memories' property records (no
// count store holds a property's presence). Written for the bge channel (store.cypher.ChannelQuery).
CYPHER 25
MATCH (m:Memory)
RETURN count(m.embedding_bge) AS embedded, count(m) - count(m.embedding_bge) AS missing;
