// Forget a whole tenant: every node of the namespace (memories hot, cold and core with their embeddings and idempotency
// keys, entities, sessions, the timeline of sessionless memories, the sweep and write locks) with every edge touching them, $batch nodes per inner
// transaction. Each batch commits on its own, so an interrupted run has deleted whole batches only, and running the
// statement again finishes the job (it finds only what is left). Memories first, so no batch leaves a memory whose
// entity or session is gone while the memory stays. Run in an implicit transaction; the service counts the statement's
// nodes-deleted and relationships-deleted counters.
:param namespace => 'default'
:param batch => 500
CYPHER 25
CALL () {
  MATCH (n:Memory) WHERE n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Entity) WHERE n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Session) WHERE n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Timeline) WHERE n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:SweepLock) WHERE n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:WriteLock) WHERE n.namespace = $namespace RETURN n
}
CALL (n) {
  DETACH DELETE n
} IN TRANSACTIONS OF $batch ROWS
RETURN count(*) AS candidates;
