// Forget now: hard delete of one memory with its edges (explicit user request, never done by the lifecycle), and of
// the entities it named that no other memory names any more (names, emails, URLs extracted from it must not outlive
// it). deleted is 1, or 0 when the namespace holds no such memory.
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
CYPHER 25
OPTIONAL MATCH (m:Memory {id: $id})
WHERE m.namespace = $namespace
CALL (m) {
  WITH m WHERE m IS NOT NULL
  OPTIONAL MATCH (m)-[:MENTIONS]->(e:Entity)
  WITH m, collect(e) AS entities
  DETACH DELETE m
  WITH entities
  UNWIND entities AS e
  WITH e WHERE NOT EXISTS { (e)<-[:MENTIONS]-(:Memory) }
  DETACH DELETE e
  RETURN count(e) AS orphans
}
RETURN CASE WHEN m IS NULL THEN 0 ELSE 1 END AS deleted;
