// BM25 full-text candidates over memory content, within the namespace (hot and cold memories both).
// $query is a Lucene query; the service passes plain words only (operators and special characters removed).
:param namespace => 'default'
:param query => 'support group'
:param candidates => 15
CYPHER 25
CALL db.index.fulltext.queryNodes('memory_content', $query, {limit: $candidates * 20}) YIELD node, score
WHERE node.namespace = $namespace
RETURN node.id AS id, score
ORDER BY score DESC
LIMIT $candidates;
