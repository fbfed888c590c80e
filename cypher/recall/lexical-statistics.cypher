// Recall seed, lexical half, second step: the BM25 statistics of the recall's namespace alone, never the whole index,
// so that other namespaces' memories change no score (docs/decisions/0014-namespace-local-lexical-scores.md;
// store.LexicalScores turns them into core.Bm25.Statistics):
// - memories: how many the namespace holds (hot and cold, as the index does);
// - sample: the content of its first $sample memories in id order (random UUIDs: a uniform sample; the whole
//   namespace when it is no larger), whose lengths in terms give the average length;
// - frequencies: for each query term, how many of the namespace's memories hold it, counted by the index up to $cap
//   ($queries: the term and a Lucene query requiring the namespace's token and the term's word).
:param namespace => 'default'
:param sample => 1000
:param cap => 1000
:param queries => [{term: 'support', query: '+namespace_token:25175684819567447236028535606709408689196170707889726761316626252728215038095 +content:support'}]
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
CALL () {
  UNWIND $queries AS q
  CALL (q) {
    CALL db.index.fulltext.queryNodes('memory_content_namespaced', q.query, {limit: $cap}) YIELD node
    RETURN count(node) AS holding
  }
  RETURN collect({term: q.term, memories: holding}) AS frequencies
}
RETURN memories, sample, frequencies;
