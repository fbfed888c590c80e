// Browser starter: the memories the consolidation sweep cooled (out of the vector index, still reachable through the
// graph), most recently cooled first.
:param namespace => 'demo-explore'
CYPHER 25
MATCH (m:Memory:Cold {namespace: $namespace})
RETURN m.id AS id, m.content AS content, m.cooled_at AS cooled_at, m.stability AS stability,
       m.access_count AS recalls, m.last_accessed_at AS last_recalled, coalesce(m.was_core, false) AS was_core
ORDER BY cooled_at DESC
LIMIT 50;
