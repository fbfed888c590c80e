// The dimension the existing vector index was built for (compared with the embedding model at start-up).
CYPHER 25
SHOW VECTOR INDEXES YIELD name, options
WHERE name = 'memory_embedding'
RETURN options.indexConfig.`vector.dimensions` AS dimensions;
