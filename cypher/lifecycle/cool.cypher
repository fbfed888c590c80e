// Consolidation sweep: forget memories to cold storage. :Hot is removed (so they leave the vector index) and :Cold
// added; the node, its properties and all its edges stay, and spreading activation can still reach it. A core memory
// (scored with its core slowdown) also loses :Core and keeps the record: was_core = true, and its promoted_at and
// promotion_rule stay. As in promote.cypher, a memory recalled, edited, promoted or cooled since the decision is left
// alone, the write lock is taken before the state is checked again, and the count is exactly what this statement
// changed.
:param namespace => 'default'
:param at => datetime()
:param rows => [{id: '3f2b9c1e-0000-4000-8000-000000000001', core: false, access_count: 0, last_accessed_at: datetime()}]
CYPHER 25
UNWIND $rows AS row
MATCH (m:Memory {id: row.id}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace
SET m._lock = true
REMOVE m._lock
WITH m, row
WHERE m:Hot AND (m:Core) = row.core
  AND m.access_count = row.access_count
  AND m.last_accessed_at = row.last_accessed_at
REMOVE m:Hot, m:Core
SET m:Cold, m.cooled_at = $at, m.was_core = CASE WHEN row.core THEN true ELSE m.was_core END
RETURN count(m) AS cooled;
