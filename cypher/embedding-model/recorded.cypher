// The embedding model recorded for a channel: the model that made the vectors of the channel's vector property and
// indexes, which start-up compares with the configured one (store.schema.EmbeddingModelCheck). No row on a new
// database, or on one made before models were recorded.
:param channel => 'primary'
CYPHER 25
MATCH (e:EmbeddingModel {channel: $channel})
RETURN e.provider AS provider, e.model AS model, e.dimension AS dimension, e.fingerprint AS fingerprint,
       e.recorded_at AS recorded_at, e.adopted AS adopted;
