// Every namespace's write lock holds a content version (recall/content-version.cypher): a lock made before versions
// existed gets its first one at start-up. Idempotent; one node per namespace.
CYPHER 25
MATCH (w:WriteLock)
WHERE w.content_version IS NULL
SET w.content_version = randomUUID();
