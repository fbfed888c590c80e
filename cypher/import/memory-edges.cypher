// Import: edges between two memories of the namespace (ASSOCIATED, SUPERSEDES, CONFLICTS_WITH), merged on their
// kind and ends, with the file's properties. Returns the file line of each edge written: a line missing from the
// answer names a memory the namespace does not hold.
:param namespace => 'default'
:param rows => [{line: 7, edge: 'ASSOCIATED', source: '3f2b9c1e-0000-4000-8000-000000000002', target: '3f2b9c1e-0000-4000-8000-000000000001', properties: {kind: 'semantic', weight: 0.35}}]
CYPHER 25
UNWIND $rows AS row
MATCH (a:Memory {id: row.source}) USING INDEX a:Memory(id)
WHERE a.namespace = $namespace
MATCH (b:Memory {id: row.target}) USING INDEX b:Memory(id)
WHERE b.namespace = $namespace
MERGE (a)-[r:$(row.edge)]->(b)
SET r = row.properties
RETURN row.line AS line;
