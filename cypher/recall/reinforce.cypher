// Recall write-back, in the same transaction as the seed read (Cognitive Memory's spaced-repetition boosts):
// stability += boost x min(max_spaced_factor, idle_days / spacing_days), capped at 1.0, where boost is 0.1 for
// direct results and 0.03 for associative ones; access_count += 1; last_accessed_at = $at; session id recorded;
// the memory is marked active at the session's current turn (priming); a cold memory reached by association is
// resurrected: back to :Hot, into the vector index. A memory that was core before it cooled (was_core) comes back
// :Hot, not :Core; the sweep's promotion rules decide again.
// The write lock is taken before the properties are read, so concurrent recalls never lose an update.
:param namespace => 'default'
:param session_id => null
:param at => datetime()
:param results => [{id: '3f2b9c1e-0000-4000-8000-000000000001', via: 'direct'}]
:param direct_boost => 0.1
:param associative_boost => 0.03
:param max_spaced_factor => 2.0
:param spacing_days => 7.0
CYPHER 25
UNWIND $results AS r
MATCH (m:Memory {id: r.id})
WHERE m.namespace = $namespace
SET m._lock = true
WITH m, r,
     CASE r.via WHEN 'direct' THEN $direct_boost ELSE $associative_boost END AS boost,
     CASE WHEN m.last_accessed_at < $at
          THEN duration.inSeconds(m.last_accessed_at, $at).seconds / 86400.0 ELSE 0.0 END AS idle_days
WITH m, r, boost * CASE WHEN idle_days / $spacing_days > $max_spaced_factor
                        THEN $max_spaced_factor ELSE idle_days / $spacing_days END AS gain
SET m.stability = CASE WHEN m.stability + gain > 1.0 THEN 1.0 ELSE m.stability + gain END,
    m.access_count = m.access_count + 1,
    m.last_accessed_at = CASE WHEN $at > m.last_accessed_at THEN $at ELSE m.last_accessed_at END,
    m.session_ids = CASE WHEN $session_id IS NULL OR $session_id IN m.session_ids
                         THEN m.session_ids ELSE m.session_ids + $session_id END
REMOVE m._lock
WITH m
CALL (m) {
  WITH m WHERE m:Cold
  REMOVE m:Cold
  SET m:Hot, m.resurrected_at = $at
}
WITH m
OPTIONAL MATCH (s:Session {namespace: $namespace, id: $session_id})
FOREACH (session IN CASE WHEN s IS NULL THEN [] ELSE [s] END |
  MERGE (m)-[p:IN_SESSION]->(session)
  SET p.activated_turn = session.turn)
RETURN count(m) AS reinforced;
