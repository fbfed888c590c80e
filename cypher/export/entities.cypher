// Export: one page of a namespace's entities in key order, after the last key of the previous page.
:param namespace => 'default'
:param after => ''
:param limit => 500
CYPHER 25
MATCH (e:Entity)
WHERE e.namespace = $namespace AND e.key > $after
WITH e ORDER BY e.key LIMIT $limit
RETURN e.key AS key, properties(e) AS properties
ORDER BY key;
