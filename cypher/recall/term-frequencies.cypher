// Recall seed, lexical half, fourth step (for the query terms not yet counted in this content version of the
// namespace, recall/content-version.cypher): for each term, how many of the namespace's memories hold it, counted by
// the index up to $cap ($queries: the term and a Lucene query requiring the namespace's token and the term's word);
// store.lexical.LexicalScores estimates a term counted to the cap from the namespace's sample.
:param cap => 1000
:param queries => [{term: 'support', query: '+namespace_token:25175684819567447236028535606709408689196170707889726761316626252728215038095 +content:support'}]
CYPHER 25
UNWIND $queries AS q
CALL (q) {
  CALL db.index.fulltext.queryNodes('memory_content_namespaced', q.query, {limit: $cap}) YIELD node
  RETURN count(node) AS holding
}
RETURN q.term AS term, holding AS memories;
