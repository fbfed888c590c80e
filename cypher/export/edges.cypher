// Export: the outgoing edges of one page of a namespace's memories (id order, after the last memory id of the
// previous page), every kind the graph has (docs/graph.md): ASSOCIATED, SUPERSEDES and CONFLICTS_WITH to a memory,
// MENTIONS to an entity (named by its key), IN_SESSION to a session (named by its id). An edge whose other end is
// not of the namespace is never read. A memory without edges still yields one row (edge null), so the page's last
// memory id is known for the next page.
:param namespace => 'default'
:param after => ''
:param limit => 500
CYPHER 25
MATCH (m:Memory)
WHERE m.namespace = $namespace AND m.id > $after
WITH m ORDER BY m.id LIMIT $limit
OPTIONAL CALL (m) {
  MATCH (m)-[r:ASSOCIATED|SUPERSEDES|CONFLICTS_WITH]->(x:Memory)
  WHERE x.namespace = $namespace
  RETURN type(r) AS edge, x.id AS target, properties(r) AS properties
  UNION ALL
  MATCH (m)-[r:MENTIONS]->(x:Entity)
  WHERE x.namespace = $namespace
  RETURN type(r) AS edge, x.key AS target, properties(r) AS properties
  UNION ALL
  MATCH (m)-[r:IN_SESSION]->(x:Session)
  WHERE x.namespace = $namespace
  RETURN type(r) AS edge, x.id AS target, properties(r) AS properties
}
RETURN m.id AS source, edge, target, properties
ORDER BY source, edge, target;
