// Remember: ASSOCIATED edges from new memories to their semantic neighbours (Cognitive Memory: sim >= 0.4,
// weight min(0.5, 0.2 + (sim - 0.4) x 0.5)) and to the previous memory of their session (temporal), for a whole
// batch. A target may be a memory created earlier in the same transaction. One edge per pair: when a pair
// qualifies twice, the stronger link's weight and kind win (the first on a tie).
:param now => datetime()
:param links => [{namespace: 'default', source: '3f2b9c1e-0000-4000-8000-000000000002', target: '3f2b9c1e-0000-4000-8000-000000000001', weight: 0.35, kind: 'semantic'}]
CYPHER 25
UNWIND $links AS link
MATCH (m:Memory {id: link.source})
WHERE m.namespace = link.namespace
MATCH (other:Memory {id: link.target})
WHERE other.namespace = link.namespace AND other <> m
MERGE (m)-[r:ASSOCIATED]->(other)
  ON CREATE SET r.created_at = $now, r.last_co_retrieval = $now, r.weight = link.weight, r.kind = link.kind
  ON MATCH SET r.kind = CASE WHEN link.weight > r.weight THEN link.kind ELSE r.kind END,
               r.weight = CASE WHEN link.weight > r.weight THEN link.weight ELSE r.weight END
RETURN count(r) AS linked;
