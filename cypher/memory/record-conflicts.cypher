// Contradiction warnings found at remember (mememory: cosine > 0.75), kept as edges for the history.
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000002'
:param conflicts => [{id: '3f2b9c1e-0000-4000-8000-000000000001', similarity: 0.81}]
CYPHER 25
MATCH (m:Memory {id: $id})
WHERE m.namespace = $namespace
UNWIND $conflicts AS c
MATCH (other:Memory {id: c.id})
WHERE other.namespace = $namespace
MERGE (m)-[r:CONFLICTS_WITH]->(other)
SET r.similarity = c.similarity
RETURN count(r) AS recorded;
