// Spreading activation, one hop: the strongest ASSOCIATED neighbours of each frontier memory, and the memories
// sharing an entity with it (entities mentioned by more than $max_entity_fan_out memories are hubs and skipped).
:param namespace => 'default'
:param frontier => ['3f2b9c1e-0000-4000-8000-000000000001']
:param max_neighbours => 20
:param max_entity_fan_out => 64
CYPHER 25
UNWIND $frontier AS source_id
MATCH (source:Memory {id: source_id})
WHERE source.namespace = $namespace
CALL (source) {
  MATCH (source)-[r:ASSOCIATED]-(n:Memory)
  WHERE n.namespace = $namespace
  RETURN n.id AS target, r.weight AS weight, r.kind AS kind, null AS entity, 0 AS fan_out
  ORDER BY weight DESC
  LIMIT $max_neighbours
  UNION
  MATCH (source)-[:MENTIONS]->(e:Entity)
  WITH e, COUNT { (e)<-[:MENTIONS]-(:Memory) } AS fan_out
  WHERE 1 < fan_out <= $max_entity_fan_out
  MATCH (e)<-[:MENTIONS]-(n:Memory)
  WHERE n <> source
  RETURN n.id AS target, null AS weight, null AS kind, e.key AS entity, fan_out
  ORDER BY fan_out ASC
  LIMIT $max_neighbours
}
RETURN source_id, target, weight, kind, entity, fan_out;
