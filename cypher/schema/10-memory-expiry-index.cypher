// The consolidation sweep finds expired memories (TTL) of a namespace without scanning the ones that never expire:
// memories without expires_at are not in this index.
CYPHER 25
CREATE INDEX memory_expiry IF NOT EXISTS FOR (m:Memory) ON (m.namespace, m.expires_at);
