// Import: write sessions exactly as the file has them, merged on their id within the namespace.
:param namespace => 'default'
:param rows => [{id: 'session-1', properties: {namespace: 'default', id: 'session-1', turn: 3, created_at: datetime()}}]
CYPHER 25
UNWIND $rows AS row
MERGE (s:Session {namespace: $namespace, id: row.id})
SET s = row.properties
RETURN count(s) AS imported;
