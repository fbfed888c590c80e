// Consolidation sweep, association decay (Cognitive Memory): an edge keeps e^(-days / tau) of its weight, days since
// its two memories were last recalled together (last_co_retrieval); reference model core.AssociationDecay, which
// CypherFormulasTest checks this against. Below $floor it is pruned (deleted), except
// explicit edges, which a client made and only a client removes. Otherwise its decayed weight is recorded as
// decayed_weight, as of decayed_at = $at; weight itself is never rewritten, so the decay is never applied twice. An
// edge already decayed at $at (or later) is not touched again. Runs in an implicit transaction over the namespace's
// memories, the outgoing edges of $batch memories per inner transaction; each inner transaction takes the namespace's
// write lock first (as namespace/write-lock.cypher), and each edge's write lock is taken before it is read, so an edge
// changed or deleted meanwhile is judged on what is committed. The service counts pruned edges from the statement's
// relationships-deleted counter (an edge another transaction deleted first is not counted twice) and decayed edges from
// the rows. Only edges whose both ends are of $namespace are touched (defence in depth: the service never links across
// namespaces).
:param namespace => 'default'
:param at => datetime()
:param tau => 90.0
:param floor => 0.05
:param batch => 1000
CYPHER 25
MATCH (a:Memory)
WHERE a.namespace = $namespace AND a.id IS NOT NULL   // "id IS NOT NULL" lets the (namespace, id) index serve this
CALL (a) {
  MERGE (w:WriteLock {namespace: $namespace})
  SET w._lock = true
  REMOVE w._lock
  WITH a
  MATCH (a)-[r:ASSOCIATED]->(b:Memory)
  WHERE b.namespace = $namespace
    AND coalesce(r.last_co_retrieval, r.created_at) < $at
    AND (r.decayed_at IS NULL OR r.decayed_at < $at)
  SET r._lock = true
  REMOVE r._lock
  WITH r, coalesce(r.last_co_retrieval, r.created_at) AS since
  WHERE since < $at AND (r.decayed_at IS NULL OR r.decayed_at < $at)
  WITH r, duration.inSeconds(since, $at) AS idle
  WITH r, r.weight * exp(-((idle.seconds + idle.nanosecondsOfSecond / 1e9) / 86400.0) / $tau) AS weight_now
  WITH r, weight_now, weight_now < $floor AND coalesce(r.kind, '') <> 'explicit' AS prune
  CALL (r, prune) {
    WITH r WHERE prune
    DELETE r
  }
  CALL (r, prune, weight_now) {
    WITH r WHERE NOT prune
    SET r.decayed_weight = weight_now, r.decayed_at = $at
  }
  RETURN sum(CASE WHEN prune THEN 0 ELSE 1 END) AS decayed
} IN TRANSACTIONS OF $batch ROWS
RETURN count(*) AS memories, coalesce(sum(decayed), 0) AS decayed;
