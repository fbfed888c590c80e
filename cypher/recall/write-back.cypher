// Recall write-back, in the same transaction as the seed read, in one statement (each statement is a round trip):
// 1. A recall that names a session advances the session's turn counter (for priming), creating the session on
//    first use.
// 2. Spaced-repetition boosts (Cognitive Memory): stability += boost x min(max_spaced_factor, idle_days /
//    spacing_days), capped at 1.0, where boost is 0.1 for direct results and 0.03 for associative ones (reference
//    model core.SpacedBoost, which CypherFormulasTest checks this against);
//    access_count += 1; last_accessed_at = $at; session id recorded; the memory is marked active at the session's
//    current turn (priming); a cold memory reached by association is resurrected: back to :Hot, into the vector
//    index. A memory that was core before it cooled (was_core) comes back :Hot, not :Core; the sweep's promotion
//    rules decide again.
// 3. Memories recalled together strengthen their ASSOCIATED edge (+ $increment, capped at 1.0), created as kind
//    'co_recall' when missing, so memories used together become linked (Cognitive Memory). $pairs lists each pair
//    once, lower id first.
// The write lock on a memory is taken before its properties are read, so concurrent recalls never lose an update
// nor create a second edge.
:param namespace => 'default'
:param session_id => null
:param at => datetime()
:param results => [{id: '3f2b9c1e-0000-4000-8000-000000000001', via: 'direct'}]
:param direct_boost => 0.1
:param associative_boost => 0.03
:param max_spaced_factor => 2.0
:param spacing_days => 7.0
:param pairs => [['3f2b9c1e-0000-4000-8000-000000000001', '3f2b9c1e-0000-4000-8000-000000000002']]
:param increment => 0.1
CYPHER 25
CALL () {
  WITH * WHERE $session_id IS NOT NULL
  MERGE (s:Session {namespace: $namespace, id: $session_id})
    ON CREATE SET s.turn = 0, s.created_at = $at
  SET s.turn = s.turn + 1, s.updated_at = $at
}
CALL () {
  UNWIND $results AS r
  MATCH (m:Memory {id: r.id}) USING INDEX m:Memory(id)
  WHERE m.namespace = $namespace
  SET m._lock = true
  WITH m, r,
       CASE r.via WHEN 'direct' THEN $direct_boost ELSE $associative_boost END AS boost,
       CASE WHEN m.last_accessed_at < $at
            THEN duration.inSeconds(m.last_accessed_at, $at) ELSE duration({seconds: 0}) END AS idle
  WITH m, r, boost, (idle.seconds + idle.nanosecondsOfSecond / 1e9) / 86400.0 AS idle_days
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
  RETURN count(m) AS reinforced
}
CALL () {
  UNWIND $pairs AS pair
  MATCH (a:Memory {id: pair[0]}), (b:Memory {id: pair[1]}) USING INDEX a:Memory(id) USING INDEX b:Memory(id)
  WHERE a.namespace = $namespace AND b.namespace = $namespace
  SET a._lock = true, b._lock = true
  REMOVE a._lock, b._lock
  MERGE (a)-[r:ASSOCIATED]-(b)
    ON CREATE SET r.kind = 'co_recall', r.weight = 0.0, r.created_at = $at
  SET r.weight = CASE WHEN r.weight + $increment > 1.0 THEN 1.0 ELSE r.weight + $increment END,
      r.last_co_retrieval = $at
  RETURN count(r) AS strengthened
}
RETURN reinforced, strengthened;
