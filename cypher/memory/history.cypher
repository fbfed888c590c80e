// The supersedes chain through a memory (both directions, any length), oldest first, one page of it: $limit + 1
// links from position $skip (the extra one tells the caller a next page exists), and, on the first page, the
// strongest $limit conflicts recorded on the memory.
// Defence in depth: only memories of $namespace are followed and shown, though the service never links across
// namespaces.
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
:param skip => 0
:param limit => 100
CYPHER 25
MATCH (m:Memory {id: $id}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace
OPTIONAL MATCH path = (m)-[:SUPERSEDES*1..]-(other:Memory)
WHERE all(n IN nodes(path) WHERE n.namespace = $namespace)
WITH m, collect(DISTINCT other) AS others
UNWIND [m] + others AS link
WITH m, link ORDER BY link.created_at, link.stored_at, link.id
WITH m, collect(link) AS ordered
WITH m, ordered[$skip..$skip + $limit + 1] AS page
RETURN [link IN page | link {
         memory: link { .*, embedding: null, embedding_minilm: null, embedding_bge: null, embedding_openai: null, labels: labels(link) },
         supersedes: [(link)-[:SUPERSEDES]->(o) WHERE o.namespace = $namespace | o.id],
         superseded_by: [(n)-[:SUPERSEDES]->(link) WHERE n.namespace = $namespace | n.id]
       }] AS chain,
       CASE WHEN $skip = 0
         THEN COLLECT {
           MATCH (m)-[c:CONFLICTS_WITH]-(o:Memory)
           WHERE o.namespace = $namespace
           WITH o, c ORDER BY c.similarity DESC, o.id
           LIMIT $limit
           RETURN {id: o.id, content: o.content, similarity: c.similarity}
         }
         ELSE [] END AS conflicts;
