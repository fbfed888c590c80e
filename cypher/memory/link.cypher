// Remember, for a whole batch: the edges from its new memories. ASSOCIATED to the semantic neighbours (Cognitive
// Memory: sim >= 0.4, weight min(0.5, 0.2 + (sim - 0.4) x 0.5)) and to the previous memory of the session
// (temporal); CONFLICTS_WITH to the memories it may contradict (mememory: cosine > 0.75); SUPERSEDES to the memory it
// replaces, whose weight drops (default 0.1). A target may be a memory created earlier in the same transaction.
// Every source was created in this transaction, so it has no edges yet, and the pipeline sends at most one
// association and one conflict per pair (the stronger association when a pair qualifies twice): CREATE is enough.
:param now => datetime()
:param superseded_weight => 0.1
:param associations => [{namespace: 'default', source: '3f2b9c1e-0000-4000-8000-000000000002', target: '3f2b9c1e-0000-4000-8000-000000000001', weight: 0.35, kind: 'semantic'}]
:param conflicts => [{namespace: 'default', source: '3f2b9c1e-0000-4000-8000-000000000002', target: '3f2b9c1e-0000-4000-8000-000000000001', similarity: 0.81}]
:param supersedes => [{namespace: 'default', source: '3f2b9c1e-0000-4000-8000-000000000002', target: '3f2b9c1e-0000-4000-8000-000000000001'}]
CYPHER 25
CALL () {
  UNWIND $associations AS link
  MATCH (m:Memory {id: link.source})
  WHERE m.namespace = link.namespace
  MATCH (other:Memory {id: link.target})
  WHERE other.namespace = link.namespace AND other <> m
  CREATE (m)-[:ASSOCIATED {weight: link.weight, kind: link.kind, created_at: $now, last_co_retrieval: $now}]->(other)
}
CALL () {
  UNWIND $conflicts AS c
  MATCH (m:Memory {id: c.source})
  WHERE m.namespace = c.namespace
  MATCH (other:Memory {id: c.target})
  WHERE other.namespace = c.namespace
  CREATE (m)-[:CONFLICTS_WITH {similarity: c.similarity}]->(other)
}
CALL () {
  UNWIND $supersedes AS s
  MATCH (newer:Memory {id: s.source})
  WHERE newer.namespace = s.namespace
  MATCH (older:Memory {id: s.target})
  WHERE older.namespace = s.namespace
  CREATE (newer)-[:SUPERSEDES]->(older)
  SET older.weight = $superseded_weight
}
RETURN size($associations) + size($conflicts) + size($supersedes) AS edges;
