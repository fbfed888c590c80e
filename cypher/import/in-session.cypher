// Import: IN_SESSION edges from a memory to a session (by id) of the namespace. Returns the file line of each edge
// written: a line missing from the answer names a memory or session the namespace does not hold.
:param namespace => 'default'
:param rows => [{line: 9, source: '3f2b9c1e-0000-4000-8000-000000000001', target: 'session-1', properties: {formed: true, activated_turn: 0}}]
CYPHER 25
UNWIND $rows AS row
MATCH (m:Memory {id: row.source}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace
MATCH (s:Session {namespace: $namespace, id: row.target})
MERGE (m)-[r:IN_SESSION]->(s)
SET r = row.properties
RETURN row.line AS line;
