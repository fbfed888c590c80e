// Consolidation sweep: one page of the namespace's hot memories, core ones included, in id order (keyset paging from
// $after), with the state the promotion and forgetting rules read (a core memory is scored with its core slowdown;
// stored_at, when the memory reached the service, is where its forgetting clock starts: core.ForgettingClock).
// Memories stored after $at did not exist yet at $at.
// The (namespace, id) index provides the order, so a page reads about $batch entries, never the whole namespace.
:param namespace => 'default'
:param after => ''
:param at => datetime()
:param batch => 1000
CYPHER 25
MATCH (m:Memory)
WHERE m.namespace = $namespace AND m.id > $after
  AND m:Hot
  AND m.created_at <= $at
RETURN m.id AS id,
       m.created_at AS created_at,
       m.updated_at AS updated_at,
       m.last_accessed_at AS last_accessed_at,
       m.stored_at AS stored_at,
       m.access_count AS access_count,
       m.stability AS stability,
       m.strength AS strength,
       size(coalesce(m.session_ids, [])) AS sessions,
       m:Core AS core
ORDER BY m.namespace, m.id
LIMIT $batch;
