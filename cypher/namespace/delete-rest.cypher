// Forget a whole tenant, second part of a batch, once no memory of the namespace is left (namespace/delete-memories.cypher,
// same transaction, same write lock): up to $batch of its entities, sessions, the timeline of its sessionless
// memories and its sweep lock, with every edge touching them.
:param namespace => 'default'
:param batch => 500
CYPHER 25
CALL () {
  MATCH (n:Entity) WHERE n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Session) WHERE n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Timeline) WHERE n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:SweepLock) WHERE n.namespace = $namespace RETURN n
}
WITH n LIMIT $batch
DETACH DELETE n
RETURN count(*) AS deleted;
