// Import: the namespace's timeline of sessionless memories exactly as the file has it (the next sessionless memory
// remembered after the import links as it would have in the exported namespace).
:param namespace => 'default'
:param rows => [{properties: {namespace: 'default', last_memory_id: '3f2b9c1e-0000-4000-8000-000000000002', last_at: datetime()}}]
CYPHER 25
UNWIND $rows AS row
MERGE (t:Timeline {namespace: $namespace})
SET t = row.properties
RETURN count(t) AS imported;
