// Health check: the database answers a read.
CYPHER 25
RETURN 1 AS ok;
