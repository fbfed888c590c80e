// Remember: the memory MENTIONS each entity extracted from it or named by the client (merged per namespace).
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
:param entities => [{key: 'caroline', name: 'Caroline', kind: 'NAME'}, {key: 'lgbtq', name: 'LGBTQ', kind: 'NAME'}]
:param now => datetime()
CYPHER 25
MATCH (m:Memory {id: $id})
WHERE m.namespace = $namespace
UNWIND $entities AS entity
MERGE (e:Entity {namespace: $namespace, key: entity.key})
  ON CREATE SET e.name = entity.name, e.kind = entity.kind, e.created_at = $now
MERGE (m)-[:MENTIONS]->(e)
RETURN count(e) AS linked;
