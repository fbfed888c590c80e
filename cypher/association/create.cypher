// POST /v1/associations: an explicit, weighted association between two memories of one namespace.
:param namespace => 'default'
:param source => '3f2b9c1e-0000-4000-8000-000000000001'
:param target => '3f2b9c1e-0000-4000-8000-000000000002'
:param weight => 0.8
:param now => datetime()
CYPHER 25
MATCH (a:Memory {id: $source}), (b:Memory {id: $target}) USING INDEX a:Memory(id) USING INDEX b:Memory(id)
WHERE a.namespace = $namespace AND b.namespace = $namespace
MERGE (a)-[r:ASSOCIATED]->(b)
  ON CREATE SET r.created_at = $now
SET r.weight = $weight, r.kind = 'explicit', r.last_co_retrieval = $now
RETURN r.weight AS weight, r.kind AS kind;
