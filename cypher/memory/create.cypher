// Remember: store a batch of memory nodes, hot (vector-searchable), with their embeddings, and everything they link
// to, one row per new memory:
// - IN_SESSION to its session (created on first use);
// - MENTIONS to the entities it names (merged per namespace; the pipeline sends each entity key once per memory);
// - ASSOCIATED to its semantic neighbours (Cognitive Memory: sim >= 0.4, weight min(0.5, 0.2 + (sim - 0.4) x 0.5))
//   and to the previous memory of its session (temporal);
// - CONFLICTS_WITH to the memories it may contradict (mememory: cosine > 0.75);
// - SUPERSEDES to the memory it replaces, whose weight drops (default 0.1).
// Edges are made once every memory of the batch exists, so a target may be an earlier memory of the same batch.
// Every memory is new, so it has no edges yet, and the pipeline sends at most one association and one conflict per
// pair (the stronger association when a pair qualifies twice): CREATE is enough.
:param now => datetime()
:param superseded_weight => 0.1
:param memories => [{id: '3f2b9c1e-0000-4000-8000-000000000002', namespace: 'default', content: 'Caroline went to the LGBTQ support group on 7 May.', scope: 'global', project: null, visibility: 'default|global', namespace_token: '25175684819567447236028535606709408689196170707889726761316626252728215038095', kind: 'note', occurred_at: datetime(), importance: 1.0, weight: 1.0, strength: 1.0, session_id: 'session-1', expires_at: null, metadata: null, idempotency_key: null, embedding: [i IN range(1, 384) | toFloat(i % 7) / 7.0], entities: [{key: 'caroline', name: 'Caroline', kind: 'NAME'}, {key: 'lgbtq', name: 'LGBTQ', kind: 'NAME'}], associations: [{target: '3f2b9c1e-0000-4000-8000-000000000001', weight: 0.35, kind: 'semantic'}], conflicts: [{target: '3f2b9c1e-0000-4000-8000-000000000001', similarity: 0.81}], supersedes: null}]
CYPHER 25
UNWIND $memories AS row
CREATE (m:Memory:Hot {
  id: row.id,
  namespace: row.namespace,
  content: row.content,
  scope: row.scope,
  project: row.project,
  visibility: row.visibility,
  namespace_token: row.namespace_token,
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
WITH collect([m, row]) AS created
UNWIND created AS pair
WITH pair[0] AS m, pair[1] AS row
CALL (m, row) {
  UNWIND row.associations AS link
  MATCH (other:Memory {id: link.target}) USING INDEX other:Memory(id)
  WHERE other.namespace = row.namespace AND other <> m
  CREATE (m)-[:ASSOCIATED {weight: link.weight, kind: link.kind, created_at: $now, last_co_retrieval: $now}]->(other)
}
CALL (m, row) {
  UNWIND row.conflicts AS c
  MATCH (other:Memory {id: c.target}) USING INDEX other:Memory(id)
  WHERE other.namespace = row.namespace
  CREATE (m)-[:CONFLICTS_WITH {similarity: c.similarity}]->(other)
}
CALL (m, row) {
  WITH m, row WHERE row.supersedes IS NOT NULL
  MATCH (older:Memory {id: row.supersedes}) USING INDEX older:Memory(id)
  WHERE older.namespace = row.namespace
  CREATE (m)-[:SUPERSEDES]->(older)
  SET older.weight = $superseded_weight
}
RETURN count(m) AS created;
