// Every memory has a unique id (a UUID string).
CYPHER 25
CREATE CONSTRAINT memory_id IF NOT EXISTS FOR (m:Memory) REQUIRE m.id IS UNIQUE;
