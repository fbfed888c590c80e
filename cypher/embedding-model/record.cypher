// Records the configured embedding model for a channel unless one is recorded, and returns the recorded one. adopted
// is true when memories existed already and the channel is $adoptable (the primary one): a database made before
// models were recorded adopts the configured model, since nothing says which one made its vectors; a further channel
// added to a database with memories has no vectors until the re-embedding job writes them. MERGE on the channel's unique constraint
// (schema/18-embedding-model-constraint.cypher): of several instances starting at once, one records and the others
// get its record back to compare with their own.
:param channel => 'primary'
:param adoptable => true
:param provider => 'minilm'
:param model => 'all-MiniLM-L6-v2'
:param dimension => 384
:param fingerprint => 'crc32:d89d07a7/90387606,c3f77764/711661'
:param vector_property => 'embedding'
:param recorded_at => datetime('2026-12-03T10:00:00Z')
CYPHER 25
WITH EXISTS { MATCH (:Memory) } AS memories
MERGE (e:EmbeddingModel {channel: $channel})
  ON CREATE SET e.provider = $provider,
                e.model = $model,
                e.dimension = $dimension,
                e.fingerprint = $fingerprint,
                e.vector_property = $vector_property,
                e.recorded_at = $recorded_at,
                e.adopted = memories AND $adoptable
RETURN e.provider AS provider, e.model AS model, e.dimension AS dimension, e.fingerprint AS fingerprint,
       e.recorded_at AS recorded_at, e.adopted AS adopted;
