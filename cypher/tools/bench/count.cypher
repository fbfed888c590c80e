// Bench: how many memories a namespace holds (hot, cold and core), to check what a bench run loaded.
:param namespace => 'bench'
CYPHER 25
MATCH (m:Memory {namespace: $namespace})
RETURN count(m) AS memories;
