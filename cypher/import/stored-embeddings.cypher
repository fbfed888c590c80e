// Import of a file without vectors: which of these memories the namespace already holds with the same content and
// an embedding, so a second run keeps that embedding instead of computing it again.
:param namespace => 'default'
:param rows => [{id: '3f2b9c1e-0000-4000-8000-000000000001', content: 'Caroline went to the support group.'}]
CYPHER 25
UNWIND $rows AS row
MATCH (m:Memory {id: row.id}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace AND m.content = row.content AND m.embedding IS NOT NULL
RETURN m.id AS id;
