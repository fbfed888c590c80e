// GET /v1/memories/{id}/associations: a memory's links, strongest first. Its ASSOCIATED edges in either direction
// (direction 'out' for an edge it starts, 'in' for one that ends at it), each with the memory at the other end, and
// the entities it mentions, each with how many memories of the namespace mention it (its fan-out, which damps the
// link in spreading). At most $limit of each, with the totals. No row when the memory is not in $namespace.
// Defence in depth: only nodes of $namespace are shown, though the service never links across namespaces.
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
:param limit => 100
CYPHER 25
MATCH (m:Memory {id: $id}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace
RETURN COLLECT {
         MATCH (m)-[r:ASSOCIATED]-(o:Memory)
         WHERE o.namespace = $namespace AND o <> m
         WITH r, o, CASE WHEN startNode(r) = m THEN 'out' ELSE 'in' END AS direction
         ORDER BY r.weight DESC, o.id, direction
         LIMIT $limit
         RETURN {id: o.id, content: o.content, labels: labels(o), direction: direction, kind: r.kind,
                 weight: r.weight, created_at: r.created_at, last_co_retrieval: r.last_co_retrieval}
       } AS associations,
       COUNT { (m)-[:ASSOCIATED]-(o:Memory) WHERE o.namespace = $namespace AND o <> m } AS association_count,
       COLLECT {
         MATCH (m)-[:MENTIONS]->(e:Entity)
         WHERE e.namespace = $namespace
         WITH e, COUNT { (e)<-[:MENTIONS]-(:Memory) } AS memories
         ORDER BY memories DESC, e.key
         LIMIT $limit
         RETURN {key: e.key, name: e.name, kind: e.kind, memories: memories}
       } AS entities,
       COUNT { (m)-[:MENTIONS]->(e:Entity) WHERE e.namespace = $namespace } AS entity_count;
