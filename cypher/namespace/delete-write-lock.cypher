// Forget a whole tenant, last: the namespace's write lock, in the transaction that holds it and found nothing else of
// the namespace left. A writer that waited for the lock runs again and takes a new one (store.MemoryStore.write).
:param namespace => 'default'
CYPHER 25
MATCH (w:WriteLock {namespace: $namespace})
DELETE w
RETURN count(*) AS deleted;
