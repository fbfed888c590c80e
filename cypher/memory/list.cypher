// GET /v1/memories: one page of a namespace's memories, every tier (cold ones too, which recall reaches only by
// association or their id), oldest first by (created_at, id). Keyset paging: the page starts after the position
// ($after_at, $after_id) of the previous page's last memory, so a page never repeats or skips a memory however many
// are stored meanwhile. $from is the lower bound of created_at (the cursor's created_at, or created_after), which the
// (namespace, created_at) index seeks to; the exact bounds follow. $limit + 1 rows are read: an extra one means a next
// page exists. Filters left null match everything; tier is the one GET /v1/memories/{id} shows (core, cold or hot).
:param namespace => 'default'
:param from => datetime('1970-01-01T00:00:00Z')
:param created_after => null
:param after_at => null
:param after_id => null
:param tier => null
:param kind => null
:param session_id => null
:param limit => 20
CYPHER 25
MATCH (m:Memory)
WHERE m.namespace = $namespace
  AND m.created_at >= $from
  AND ($created_after IS NULL OR m.created_at > $created_after)
  AND ($after_at IS NULL OR m.created_at > $after_at OR (m.created_at = $after_at AND m.id > $after_id))
  AND ($kind IS NULL OR m.kind = $kind)
  AND ($session_id IS NULL OR $session_id IN m.session_ids)
  AND ($tier IS NULL OR $tier = CASE WHEN m:Core THEN 'core' WHEN m:Cold THEN 'cold' ELSE 'hot' END)
WITH m ORDER BY m.created_at, m.id
LIMIT $limit + 1
RETURN m { .*, embedding: null, embedding_minilm: null, embedding_bge: null, embedding_openai: null, labels: labels(m) } AS memory;
