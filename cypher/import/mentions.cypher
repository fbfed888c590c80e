// Import: MENTIONS edges from a memory to an entity (by key) of the namespace. Returns the file line of each edge
// written: a line missing from the answer names a memory or entity the namespace does not hold.
:param namespace => 'default'
:param rows => [{line: 8, source: '3f2b9c1e-0000-4000-8000-000000000001', target: 'caroline', properties: {}}]
CYPHER 25
UNWIND $rows AS row
MATCH (m:Memory {id: row.source}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace
MATCH (e:Entity {namespace: $namespace, key: row.target})
MERGE (m)-[r:MENTIONS]->(e)
SET r = row.properties
RETURN row.line AS line;
