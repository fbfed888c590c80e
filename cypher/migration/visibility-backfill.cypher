// Migration to the visibility key (docs/decisions/0008-visibility-key.md), run once by store.schema.SchemaManager when
// the vector index predates it: every memory stored without a key gets the one store.memory.VisibilityKey.of gives for
// its namespace, scope and project, 10,000 memories per transaction. Hot and cold alike: a cold memory keeps its key
// for when it comes back into the index.
CYPHER 25
MATCH (m:Memory)
WHERE m.visibility IS NULL
CALL (m) {
  SET m.visibility = m.namespace + '|' + CASE m.scope WHEN 'project' THEN 'project|' + m.project ELSE 'global' END
} IN TRANSACTIONS OF 10000 ROWS
RETURN count(m) AS keyed;
