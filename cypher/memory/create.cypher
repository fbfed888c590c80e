// Remember: store a batch of memory nodes, hot (vector-searchable), with their embeddings; link each to its session
// (created on first use) and to the entities it mentions (merged per namespace; the pipeline sends each entity key
// once per memory). One row per new memory.
:param now => datetime()
:param memories => [{id: '3f2b9c1e-0000-4000-8000-000000000001', namespace: 'default', content: 'Caroline went to the LGBTQ support group on 7 May.', scope: 'global', project: null, kind: 'note', occurred_at: datetime(), importance: 1.0, weight: 1.0, strength: 1.0, session_id: 'session-1', expires_at: null, metadata: null, idempotency_key: null, embedding: [i IN range(1, 384) | toFloat(i % 7) / 7.0], entities: [{key: 'caroline', name: 'Caroline', kind: 'NAME'}, {key: 'lgbtq', name: 'LGBTQ', kind: 'NAME'}]}]
CYPHER 25
UNWIND $memories AS row
CREATE (m:Memory:Hot {
  id: row.id,
  namespace: row.namespace,
  content: row.content,
  scope: row.scope,
  project: row.project,
  kind: row.kind,
  created_at: row.occurred_at,
  updated_at: row.occurred_at,
  occurred_at: row.occurred_at,
  stored_at: $now,
  last_accessed_at: row.occurred_at,
  access_count: 0,
  stability: 0.0,
  importance: row.importance,
  weight: row.weight,
  strength: row.strength,
  session_ids: CASE WHEN row.session_id IS NULL THEN [] ELSE [row.session_id] END,
  expires_at: row.expires_at,
  metadata: row.metadata,
  idempotency_key: row.idempotency_key,
  embedding: row.embedding
})
WITH m, row
CALL (m, row) {
  WITH m, row WHERE row.session_id IS NOT NULL
  MERGE (s:Session {namespace: row.namespace, id: row.session_id})
    ON CREATE SET s.turn = 0, s.created_at = $now
  CREATE (m)-[:IN_SESSION {formed: true, activated_turn: s.turn}]->(s)
}
CALL (m, row) {
  UNWIND row.entities AS entity
  MERGE (e:Entity {namespace: row.namespace, key: entity.key})
    ON CREATE SET e.name = entity.name, e.kind = entity.kind, e.created_at = $now
  CREATE (m)-[:MENTIONS]->(e)
}
RETURN count(m) AS created;
