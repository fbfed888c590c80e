// The consolidation sweep pages through a namespace's memories in id order (keyset paging), touching only that
// namespace's index entries however many other namespaces share the database.
CYPHER 25
CREATE INDEX memory_namespace_id IF NOT EXISTS FOR (m:Memory) ON (m.namespace, m.id);
