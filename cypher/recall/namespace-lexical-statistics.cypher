// Recall seed, lexical half, third step (once per content version of the namespace, recall/content-version.cypher):
// what the BM25 statistics of the recall's namespace take from the namespace alone, never from the whole index, so
// that other namespaces' memories change no score (docs/decisions/0014-namespace-local-lexical-scores.md;
// store.lexical.LexicalScores turns them into core.Bm25.Statistics):
// - memories: how many the namespace holds (hot and cold, as the index does);
// - sample: the content of its first $sample memories in id order (random UUIDs: a uniform sample; the whole
//   namespace when it is no larger), whose terms give the average length and estimate the frequent terms' counts.
:param namespace => 'default'
:param sample => 1000
CYPHER 25
MATCH (m:Memory)
WHERE m.namespace = $namespace AND m.id IS NOT NULL
WITH count(m) AS memories
CALL () {
  MATCH (m:Memory)
  WHERE m.namespace = $namespace AND m.id IS NOT NULL
  WITH m
  ORDER BY m.id
  LIMIT $sample
  RETURN collect(m.content) AS sample
}
RETURN memories, sample;
