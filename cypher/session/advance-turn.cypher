// A recall that names a session advances the session's turn counter (for priming); creates the session on first use.
:param namespace => 'default'
:param session_id => 'session-1'
:param at => datetime()
CYPHER 25
MERGE (s:Session {namespace: $namespace, id: $session_id})
  ON CREATE SET s.turn = 0, s.created_at = $at
SET s.turn = s.turn + 1, s.updated_at = $at
RETURN s.turn AS turn;
