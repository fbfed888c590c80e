// A client's idempotency key is unique within its namespace (memories without a key are not constrained).
CYPHER 25
CREATE CONSTRAINT memory_idempotency IF NOT EXISTS FOR (m:Memory) REQUIRE (m.namespace, m.idempotency_key) IS UNIQUE;
