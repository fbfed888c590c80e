// A session id is unique within its namespace.
CYPHER 25
CREATE CONSTRAINT session_key IF NOT EXISTS FOR (s:Session) REQUIRE (s.namespace, s.id) IS UNIQUE;
