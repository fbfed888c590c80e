// Remember: store one memory node, hot (vector-searchable), with its embedding; link it to its session, if any.
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
:param namespace => 'default'
:param content => 'Caroline went to the LGBTQ support group on 7 May.'
:param scope => 'global'
:param project => null
:param kind => 'note'
:param now => datetime()
:param occurred_at => datetime()
:param importance => 1.0
:param weight => 1.0
:param strength => 1.0
:param session_id => 'session-1'
:param expires_at => null
:param metadata => null
:param idempotency_key => null
:param embedding => [i IN range(1, 384) | toFloat(i % 7) / 7.0]
CYPHER 25
CREATE (m:Memory:Hot {
  id: $id,
  namespace: $namespace,
  content: $content,
  scope: $scope,
  project: $project,
  kind: $kind,
  created_at: $occurred_at,
  updated_at: $occurred_at,
  occurred_at: $occurred_at,
  stored_at: $now,
  last_accessed_at: $occurred_at,
  access_count: 0,
  stability: 0.0,
  importance: $importance,
  weight: $weight,
  strength: $strength,
  session_ids: CASE WHEN $session_id IS NULL THEN [] ELSE [$session_id] END,
  expires_at: $expires_at,
  metadata: $metadata,
  idempotency_key: $idempotency_key,
  embedding: $embedding
})
WITH m
CALL (m) {
  WITH m WHERE $session_id IS NOT NULL
  MERGE (s:Session {namespace: $namespace, id: $session_id})
    ON CREATE SET s.turn = 0, s.created_at = $now
  CREATE (m)-[:IN_SESSION {formed: true, activated_turn: s.turn}]->(s)
}
RETURN m.id AS id;
