// Export: one page of a namespace's memories (every tier) in id order, after the last id of the previous page
// (keyset paging on the memory_namespace_id index, so each page is a short read whatever the namespace's size).
// Every property is returned, as the lists of its names and values; the vectors (the primary channel's embedding and
// each further channel's embedding_<name>) only when $vectors: an export with --no-vectors does not read them.
:param namespace => 'default'
:param after => ''
:param limit => 500
:param vectors => true
CYPHER 25
MATCH (m:Memory)
WHERE m.namespace = $namespace AND m.id > $after
WITH m ORDER BY m.id LIMIT $limit
WITH m, [k IN keys(m) WHERE $vectors OR NOT k =~ 'embedding(_[a-z]{1,16})?'] AS names
RETURN m.id AS id, labels(m) AS labels, names, [k IN names | m[k]] AS values
ORDER BY id;
