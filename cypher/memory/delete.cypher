// Forget now: hard delete of one memory with its edges (explicit user request, never done by the lifecycle).
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
CYPHER 25
MATCH (m:Memory {id: $id})
WHERE m.namespace = $namespace
DETACH DELETE m
RETURN count(*) AS deleted;
