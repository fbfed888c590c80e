// A new content version for the namespace, set by every write that adds, changes or removes a memory's content
// (remember, edit, delete, import), after it took the namespace's write lock (namespace/write-lock.cypher) and in
// the same transaction: recalls keep the namespace's BM25 statistics while the version stays the same
// (recall/content-version.cypher, store.lexical.LexicalStatistics).
:param namespace => 'default'
CYPHER 25
MATCH (w:WriteLock {namespace: $namespace})
SET w.content_version = randomUUID()
RETURN w.content_version AS version;
