// Consolidation sweep: promote memories to :Core (they keep :Hot and stay vector-searchable), recording when and by
// which rule. Each row carries the access_count and last_accessed_at the decision was made on: a memory recalled or
// edited since then is left for the next sweep. The write lock is taken before the state is checked again, so two
// sweeps never promote one memory twice and the counts (per rule) are exactly what this statement changed.
:param namespace => 'default'
:param at => datetime()
:param rows => [{id: '3f2b9c1e-0000-4000-8000-000000000001', rule: 'sessions', access_count: 2, last_accessed_at: datetime()}]
CYPHER 25
UNWIND $rows AS row
MATCH (m:Memory {id: row.id}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace
SET m._lock = true
REMOVE m._lock
WITH m, row
WHERE m:Hot AND NOT m:Core
  AND m.access_count = row.access_count
  AND m.last_accessed_at = row.last_accessed_at
SET m:Core, m.promoted_at = $at, m.promotion_rule = row.rule
RETURN row.rule AS rule, count(m) AS promoted;
