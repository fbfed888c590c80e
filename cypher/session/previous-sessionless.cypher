// Remember, for a whole batch, before its memories are created: per namespace the batch adds memories without a
// session to, the namespace's last memory stored without a session before the batch and when it happened (the
// temporal association of the batch's first sessionless memory, when they happened close enough in time:
// pipeline.remember.TemporalPredecessors), and the batch's last sessionless memory becomes the namespace's last. The
// caller holds the namespace's write lock (namespace/write-lock.cypher), so concurrent remembers chain up.
:param timelines => [{namespace: 'default', last: '3f2b9c1e-0000-4000-8000-000000000002', last_at: datetime()}]
CYPHER 25
UNWIND $timelines AS row
MERGE (t:Timeline {namespace: row.namespace})
WITH row, t, t.last_memory_id AS previous, t.last_at AS previous_at
SET t.last_memory_id = row.last, t.last_at = row.last_at
RETURN row.namespace AS namespace, previous, previous_at;
