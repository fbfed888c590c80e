// Belief evolution (mememory): each new memory supersedes an old one, whose weight drops (default 0.1); for a
// whole batch, one row per (newer, older).
:param superseded_weight => 0.1
:param rows => [{namespace: 'default', newer: '3f2b9c1e-0000-4000-8000-000000000002', older: '3f2b9c1e-0000-4000-8000-000000000001'}]
CYPHER 25
UNWIND $rows AS row
MATCH (newer:Memory {id: row.newer}), (older:Memory {id: row.older})
WHERE newer.namespace = row.namespace AND older.namespace = row.namespace
MERGE (newer)-[:SUPERSEDES]->(older)
SET older.weight = $superseded_weight
RETURN count(older) AS superseded;
