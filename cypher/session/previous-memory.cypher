// The memory formed last in a session before this one (for the temporal association), and it becomes the last.
:param namespace => 'default'
:param session_id => 'session-1'
:param id => '3f2b9c1e-0000-4000-8000-000000000002'
CYPHER 25
MATCH (s:Session {namespace: $namespace, id: $session_id})
SET s._lock = true
WITH s, s.last_memory_id AS previous
SET s.last_memory_id = $id
REMOVE s._lock
RETURN previous;
