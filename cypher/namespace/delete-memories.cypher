// Forget a whole tenant, first part of one batch: up to $batch memories of the namespace (hot, cold and core, with
// their embeddings and idempotency keys) with every edge touching them. The batch runs in a write transaction that
// holds the namespace's write lock (namespace/write-lock.cypher) and deletes memories before anything else
// (namespace/delete-rest.cypher only when fewer than $batch memories were left), so a remember racing the deletion
// either commits before a batch, and its memory goes before its session and entities do, or after one, and links to
// sessions and entities that exist: no surviving memory ever misses an edge.
:param namespace => 'default'
:param batch => 500
CYPHER 25
MATCH (n:Memory) WHERE n.namespace = $namespace
WITH n LIMIT $batch
DETACH DELETE n
RETURN count(*) AS deleted;
