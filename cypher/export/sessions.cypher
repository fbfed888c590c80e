// Export: one page of a namespace's sessions in id order, after the last id of the previous page.
:param namespace => 'default'
:param after => ''
:param limit => 500
CYPHER 25
MATCH (s:Session)
WHERE s.namespace = $namespace AND s.id > $after
WITH s ORDER BY s.id LIMIT $limit
RETURN s.id AS id, properties(s) AS properties
ORDER BY id;
