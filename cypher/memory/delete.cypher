// Forget now: hard delete of one memory with its edges (explicit user request, never done by the lifecycle), and of
// the entities it mentioned that no other memory mentions any more (an entity of the namespace exists only while a
// memory names it). Each entity is write-locked before it is checked, so a remember that links it at the same time
// is either seen (the entity stays) or waits for this delete.
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
CYPHER 25
MATCH (m:Memory {id: $id}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace
WITH m, [(m)-[:MENTIONS]->(e:Entity) WHERE e.namespace = $namespace | e] AS entities
DETACH DELETE m
WITH entities
CALL (entities) {
  UNWIND entities AS e
  SET e._lock = true
  REMOVE e._lock
  WITH e WHERE NOT EXISTS { (e)<-[:MENTIONS]-(:Memory) }
  DETACH DELETE e
}
RETURN count(*) AS deleted;
