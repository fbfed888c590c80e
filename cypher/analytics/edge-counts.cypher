// Analytics: one namespace's edges by type, associations also by kind (semantic, temporal, explicit, ...).
:param namespace => 'default'
CYPHER 25
MATCH (m:Memory {namespace: $namespace})-[r]->()
RETURN type(r) AS type, CASE WHEN r:ASSOCIATED THEN coalesce(r.kind, 'unknown') END AS kind, count(r) AS edges
ORDER BY type, kind;
