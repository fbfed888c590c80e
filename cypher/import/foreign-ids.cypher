// Import: the first of these memory ids that already belongs to another namespace. Memory ids are unique across
// the database, so such a memory is never overwritten or moved: the import stops instead. No row when none.
:param namespace => 'default'
:param ids => ['3f2b9c1e-0000-4000-8000-000000000001']
CYPHER 25
UNWIND $ids AS id
MATCH (m:Memory {id: id}) USING INDEX m:Memory(id)
WHERE m.namespace <> $namespace
RETURN id
LIMIT 1;
