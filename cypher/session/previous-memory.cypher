// Remember, for a whole batch, before its memories are created: per session the batch adds memories to (created
// on first use), the memory formed last in it before the batch (the temporal association of the batch's first
// memory there), and the batch's last memory there becomes the session's last. The session's write lock is taken
// before reading, so concurrent remembers chain up.
:param now => datetime()
:param sessions => [{namespace: 'default', id: 'session-1', last: '3f2b9c1e-0000-4000-8000-000000000002'}]
CYPHER 25
UNWIND $sessions AS row
MERGE (s:Session {namespace: row.namespace, id: row.id})
  ON CREATE SET s.turn = 0, s.created_at = $now
SET s._lock = true
WITH row, s, s.last_memory_id AS previous
SET s.last_memory_id = row.last
REMOVE s._lock
RETURN row.namespace AS namespace, row.id AS session_id, previous;
