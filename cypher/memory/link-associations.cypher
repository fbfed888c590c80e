// Remember: ASSOCIATED edges from the new memory to its semantic neighbours (Cognitive Memory: sim >= 0.4,
// weight min(0.5, 0.2 + (sim - 0.4) x 0.5)) and to the previous memory of its session (temporal). One edge per
// pair: when a pair qualifies twice, the stronger link's weight and kind win.
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000002'
:param links => [{target: '3f2b9c1e-0000-4000-8000-000000000001', weight: 0.35, kind: 'semantic'}]
:param now => datetime()
CYPHER 25
MATCH (m:Memory {id: $id})
WHERE m.namespace = $namespace
UNWIND $links AS link
MATCH (other:Memory {id: link.target})
WHERE other.namespace = $namespace AND other <> m
MERGE (m)-[r:ASSOCIATED]->(other)
  ON CREATE SET r.created_at = $now, r.last_co_retrieval = $now, r.weight = link.weight, r.kind = link.kind
  ON MATCH SET r.kind = CASE WHEN link.weight > r.weight THEN link.kind ELSE r.kind END,
               r.weight = CASE WHEN link.weight > r.weight THEN link.weight ELSE r.weight END
RETURN count(r) AS linked;
