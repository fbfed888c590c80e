// One recorded embedding model per channel (embedding-model/record.cypher): MERGE on it records one model even when
// several service instances start on a new database at the same moment.
CYPHER 25
CREATE CONSTRAINT embedding_model_channel IF NOT EXISTS FOR (e:EmbeddingModel) REQUIRE e.channel IS UNIQUE;
