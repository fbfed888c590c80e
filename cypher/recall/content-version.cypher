// Recall seed, lexical half, second step: the namespace's content version, a random id that every write adding,
// changing or removing a memory's content sets anew under the namespace's write lock (namespace/content-changed.cypher,
// lifecycle/expire.cypher, and a new lock's first value in namespace/write-lock.cypher).
// store.lexical.LexicalStatistics keeps the namespace's BM25 statistics (recall/namespace-lexical-statistics.cypher,
// recall/term-frequencies.cypher) while it stays the same. Null when the namespace has no write lock: nothing was ever
// written to it.
:param namespace => 'default'
CYPHER 25
OPTIONAL MATCH (w:WriteLock {namespace: $namespace})
RETURN w.content_version AS version;
