// Bench bulk load: one transaction stores a batch of hot memory nodes, with the properties memory/create.cypher
// writes (the same names and defaults; visibility is store.memory.VisibilityKey.global of the namespace,
// namespace_token store.namespace.NamespaceToken.of it), each row
// bringing its own id, content, times, importance and embedding.
// Used only by the bench command (io.mnemograph.tools.bench.BulkLoader) to fill a fresh database quickly.
:param namespace => 'bench'
:param visibility => 'bench|global'
:param namespace_token => '1'
:param now => datetime()
:param rows => [{id: '3f2b9c1e-0000-4000-8000-0000000000b1', content: 'Maria went sailing near Porto on 3 May.', occurred_at: datetime(), importance: 1.0, embedding: [i IN range(1, 384) | toFloat(i % 7) / 7.0]}]
CYPHER 25
UNWIND $rows AS row
CREATE (m:Memory:Hot {
  id: row.id,
  namespace: $namespace,
  content: row.content,
  scope: 'global',
  project: null,
  visibility: $visibility,
  namespace_token: $namespace_token,
  kind: null,
  created_at: row.occurred_at,
  updated_at: row.occurred_at,
  occurred_at: row.occurred_at,
  stored_at: $now,
  last_accessed_at: row.occurred_at,
  access_count: 0,
  stability: 0.0,
  importance: row.importance,
  weight: 1.0,
  strength: 1.0,
  session_ids: [],
  expires_at: null,
  metadata: null,
  embedding: row.embedding
})
RETURN count(m) AS created;
