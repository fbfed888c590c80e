// Import: which of these memories, which the file holds no vector for in the channel whose vectors are in $property
// (embedding, or a further channel's embedding_<name>), the namespace already holds with the same content and a
// vector there, so a second run keeps that vector instead of computing it again.
:param namespace => 'default'
:param property => 'embedding'
:param rows => [{id: '3f2b9c1e-0000-4000-8000-000000000001', content: 'Caroline went to the support group.'}]
CYPHER 25
UNWIND $rows AS row
MATCH (m:Memory {id: row.id}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace AND m.content = row.content AND m[$property] IS NOT NULL
RETURN m.id AS id;
