// Analytics: is Graph Data Science installed in this Neo4j (the embedded default with mnemograph.embedded.gds, or a
// server with the GDS plugin)? The summary answers 503 naming what is missing when it is not.
CYPHER 25
SHOW FUNCTIONS YIELD name
WHERE name = 'gds.version'
RETURN count(*) > 0 AS available;
