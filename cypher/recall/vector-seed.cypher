// Recall seed: nearest hot memories visible to the recall, by the vector index, with their state.
// Visible = this namespace; global scope, or project scope of the recall's project; stored at or before $at;
// not expired at $at; not superseded by a memory that is itself visible.
// The index scores cosine as (1 + cos) / 2; similarity is the plain cosine in [-1, 1].
// A recall that names no project searches the index once (global memories only). The properties StoredMemory reads
// are named one by one, so the embedding (384 numbers) is not read.
:param namespace => 'default'
:param project => null
:param candidates => 15
:param at => datetime()
:param session_id => null
:param embedding => [i IN range(1, 384) | toFloat(i % 7) / 7.0]
CYPHER 25
CALL () {
  MATCH (m:Hot)
    SEARCH m IN (
      VECTOR INDEX memory_embedding
      FOR $embedding
      WHERE m.namespace = $namespace AND m.scope = 'global'
      LIMIT $candidates
    ) SCORE AS score
  RETURN m, score
  UNION
  WITH * WHERE $project IS NOT NULL
  MATCH (m:Hot)
    SEARCH m IN (
      VECTOR INDEX memory_embedding
      FOR $embedding
      WHERE m.namespace = $namespace AND m.scope = 'project' AND m.project = $project
      LIMIT $candidates
    ) SCORE AS score
  RETURN m, score
}
WITH m, score
WHERE m.created_at <= $at
  AND (m.expires_at IS NULL OR m.expires_at > $at)
  AND NOT EXISTS {
    MATCH (m)<-[:SUPERSEDES]-(successor:Memory)
    WHERE successor.created_at <= $at
      AND (successor.expires_at IS NULL OR successor.expires_at > $at)
      AND (successor.scope = 'global' OR successor.project = $project)
  }
OPTIONAL MATCH (m)-[primed:IN_SESSION]->(session:Session {namespace: $namespace, id: $session_id})
RETURN m { .id, .namespace, .content, .scope, .project, .kind, .created_at, .updated_at, .occurred_at,
           .last_accessed_at, .expires_at, .access_count, .stability, .importance, .weight, .strength, .session_ids,
           .metadata, labels: labels(m) } AS memory,
       2 * score - 1 AS similarity,
       session.turn - primed.activated_turn AS turns_since_activation
ORDER BY similarity DESC;
