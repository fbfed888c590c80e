// Recall write-back: memories recalled together strengthen their ASSOCIATED edge (+0.1, capped at 1.0), created
// as kind 'co_recall' when missing, so memories used together become linked (Cognitive Memory).
// Both ends are locked first, so concurrent recalls neither lose an increment nor create a second edge.
:param namespace => 'default'
:param pairs => [['3f2b9c1e-0000-4000-8000-000000000001', '3f2b9c1e-0000-4000-8000-000000000002']]
:param increment => 0.1
:param at => datetime()
CYPHER 25
UNWIND $pairs AS pair
MATCH (a:Memory {id: pair[0]}), (b:Memory {id: pair[1]})
WHERE a.namespace = $namespace AND b.namespace = $namespace
SET a._lock = true, b._lock = true
REMOVE a._lock, b._lock
MERGE (a)-[r:ASSOCIATED]-(b)
  ON CREATE SET r.kind = 'co_recall', r.weight = 0.0, r.created_at = $at
SET r.weight = CASE WHEN r.weight + $increment > 1.0 THEN 1.0 ELSE r.weight + $increment END,
    r.last_co_retrieval = $at
RETURN count(r) AS strengthened;
