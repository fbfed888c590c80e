// Export: one page of a namespace's memories (every tier) in id order, after the last id of the previous page
// (keyset paging on the memory_namespace_id index, so each page is a short read whatever the namespace's size).
// Every property is returned; the embedding only when $vectors (an export with --no-vectors does not read it).
:param namespace => 'default'
:param after => ''
:param limit => 500
:param vectors => true
CYPHER 25
MATCH (m:Memory)
WHERE m.namespace = $namespace AND m.id > $after
WITH m ORDER BY m.id LIMIT $limit
RETURN m.id AS id, labels(m) AS labels,
       CASE WHEN $vectors THEN properties(m) ELSE m { .*, embedding: null } END AS properties
ORDER BY id;
