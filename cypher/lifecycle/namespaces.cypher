// Every namespace that holds memories: the scheduled consolidation sweep visits each.
CYPHER 25
MATCH (m:Memory)
RETURN DISTINCT m.namespace AS namespace
ORDER BY namespace;
