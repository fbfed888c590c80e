// Belief evolution (mememory): the new memory supersedes the old one, whose weight drops (default 0.1).
:param namespace => 'default'
:param new_id => '3f2b9c1e-0000-4000-8000-000000000002'
:param old_id => '3f2b9c1e-0000-4000-8000-000000000001'
:param superseded_weight => 0.1
CYPHER 25
MATCH (newer:Memory {id: $new_id}), (older:Memory {id: $old_id})
WHERE newer.namespace = $namespace AND older.namespace = $namespace
MERGE (newer)-[:SUPERSEDES]->(older)
SET older.weight = $superseded_weight
RETURN older.id AS superseded;
