// Contradiction warnings found at remember (mememory: cosine > 0.75), kept as edges for the history; for a whole
// batch, one row per (new memory, conflicting memory).
:param conflicts => [{namespace: 'default', source: '3f2b9c1e-0000-4000-8000-000000000002', target: '3f2b9c1e-0000-4000-8000-000000000001', similarity: 0.81}]
CYPHER 25
UNWIND $conflicts AS c
MATCH (m:Memory {id: c.source})
WHERE m.namespace = c.namespace
MATCH (other:Memory {id: c.target})
WHERE other.namespace = c.namespace
MERGE (m)-[r:CONFLICTS_WITH]->(other)
SET r.similarity = c.similarity
RETURN count(r) AS recorded;
