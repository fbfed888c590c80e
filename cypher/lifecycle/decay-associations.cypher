// Consolidation sweep, association decay (Cognitive Memory): an edge keeps e^(-days / tau) of its weight, days since
// its two memories were last recalled together (last_co_retrieval). Below $floor it is pruned (deleted), except
// explicit edges, which a client made and only a client removes. Otherwise its decayed weight is recorded as
// decayed_weight, as of decayed_at = $at; weight itself is never rewritten, so the decay is never applied twice.
// An edge already decayed at $at (or later) is not touched again. Runs in an implicit transaction, $batch edges
// per inner transaction; each inner transaction finds its edge again and takes its write lock before reading it.
// The service counts pruned edges from the statement's relationships-deleted counter (an edge another transaction
// deleted first is not counted twice) and decayed edges from the rows.
:param namespace => 'default'
:param at => datetime()
:param tau => 90.0
:param floor => 0.05
:param batch => 1000
CYPHER 25
MATCH (a:Memory)-[r:ASSOCIATED]->(:Memory)
WHERE a.namespace = $namespace
  AND coalesce(r.last_co_retrieval, r.created_at) < $at
  AND (r.decayed_at IS NULL OR r.decayed_at < $at)
WITH elementId(r) AS edge
CALL (edge) {
  MATCH ()-[r:ASSOCIATED]->()
  WHERE elementId(r) = edge
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
  RETURN CASE WHEN prune THEN 0 ELSE 1 END AS decayed
} IN TRANSACTIONS OF $batch ROWS
RETURN count(*) AS candidates, coalesce(sum(decayed), 0) AS decayed;
