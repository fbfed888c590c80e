// DELETE /v1/associations: removes the ASSOCIATED edge of one kind from $source to $target (the direction it was
// made in: POST /v1/associations links source -> target). Returns how many edges it deleted (0 or 1: a pair holds at
// most one edge each way). Both memories must be of $namespace.
:param namespace => 'default'
:param source => '3f2b9c1e-0000-4000-8000-000000000001'
:param target => '3f2b9c1e-0000-4000-8000-000000000002'
:param kind => 'explicit'
CYPHER 25
OPTIONAL MATCH (a:Memory {id: $source})-[r:ASSOCIATED]->(b:Memory {id: $target}) USING INDEX a:Memory(id)
WHERE a.namespace = $namespace AND b.namespace = $namespace AND r.kind = $kind
DELETE r
RETURN count(r) AS deleted;
