// Consolidation sweep, TTL: memories whose expires_at has passed at $at are deleted with their edges (recall never
// showed them after expiry). This is the only delete of memories the sweep does. It runs in an implicit transaction,
// $batch deletions per inner transaction. Each inner transaction takes the namespace's write lock first (as
// namespace/write-lock.cypher), then finds its memory again by id and takes its write lock before checking expires_at
// again: a memory another transaction deleted meanwhile (a concurrent sweep, DELETE /v1/memories) reads as gone and is
// neither deleted nor counted twice. A deletion gives the namespace a new content version
// (namespace/content-changed.cypher). The service counts the statement's nodes-deleted counter.
:param namespace => 'default'
:param at => datetime()
:param batch => 1000
CYPHER 25
MATCH (m:Memory)
WHERE m.namespace = $namespace AND m.expires_at <= $at
WITH m.id AS id
CALL (id) {
  MERGE (w:WriteLock {namespace: $namespace})
    ON CREATE SET w.content_version = randomUUID()
  SET w._lock = true
  REMOVE w._lock
  WITH w, id
  MATCH (x:Memory {id: id}) USING INDEX x:Memory(id)
  WHERE x.namespace = $namespace
  SET x._lock = true
  REMOVE x._lock
  WITH w, x
  WHERE x.expires_at <= $at
  DETACH DELETE x
  SET w.content_version = randomUUID()
} IN TRANSACTIONS OF $batch ROWS
RETURN count(*) AS candidates;
