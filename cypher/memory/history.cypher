// The whole supersedes chain through a memory (both directions, any length), oldest first, and its conflicts.
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
CYPHER 25
MATCH (m:Memory {id: $id})
WHERE m.namespace = $namespace
OPTIONAL MATCH (m)-[:SUPERSEDES*1..]-(other:Memory)
WITH m, collect(DISTINCT other) AS others
UNWIND [m] + others AS link
WITH m, link ORDER BY link.created_at, link.stored_at
WITH m, collect(link {
  memory: link { .*, embedding: null, labels: labels(link) },
  supersedes: [(link)-[:SUPERSEDES]->(o) | o.id],
  superseded_by: [(n)-[:SUPERSEDES]->(link) | n.id]
}) AS chain
RETURN chain,
       [(m)-[c:CONFLICTS_WITH]-(o:Memory) | {id: o.id, content: o.content, similarity: c.similarity}] AS conflicts;
