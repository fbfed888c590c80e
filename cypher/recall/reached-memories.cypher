// The state of memories reached by spreading activation (hot or cold), visible to the recall as of $at and passing
// its filters (model.RecallFilter).
// The properties StoredMemory reads are named one by one: `.*` would also read each embedding (384 doubles), for
// up to thousands of memories per recall.
:param namespace => 'default'
:param ids => ['3f2b9c1e-0000-4000-8000-000000000001']
:param project => null
:param session_id => null
:param at => datetime()
:param filter_kind => null
:param filter_session => null
:param metadata_needles => []
CYPHER 25
UNWIND $ids AS id
MATCH (m:Memory {id: id}) USING INDEX m:Memory(id)
WITH m
WHERE m.namespace = $namespace
  AND (m.scope = 'global' OR m.project = $project)
  AND m.created_at <= $at
  AND (m.expires_at IS NULL OR m.expires_at > $at)
  AND none(successor IN [(m)<-[:SUPERSEDES]-(s:Memory) | s]
    WHERE successor.namespace = $namespace
      AND successor.created_at <= $at
      AND (successor.expires_at IS NULL OR successor.expires_at > $at)
      AND (successor.scope = 'global' OR successor.project = $project))
  AND ($filter_kind IS NULL OR m.kind = $filter_kind)
  AND ($filter_session IS NULL OR EXISTS {
    MATCH (m)-[:IN_SESSION {formed: true}]->(formed:Session)
    WHERE formed.namespace = $namespace AND formed.id = $filter_session
  })
  AND all(needles IN $metadata_needles WHERE any(needle IN needles WHERE m.metadata CONTAINS needle))
OPTIONAL MATCH (m)-[primed:IN_SESSION]->(session:Session {namespace: $namespace, id: $session_id})
RETURN m { .id, .namespace, .content, .scope, .project, .kind, .created_at, .updated_at, .occurred_at,
           .last_accessed_at, .expires_at, .access_count, .stability, .importance, .weight, .strength, .session_ids,
           .metadata, labels: labels(m) } AS memory,
       session.turn - primed.activated_turn AS turns_since_activation;
