// Recall seed, lexical half, first step: the namespace's best full-text matches visible to the recall (same
// visibility rules and filters as the vector seed), hot and, with $cold, cold (cold storage is slower to reach, never
// hidden: the pipeline weighs a cold seed down by mnemograph.scoring.cold-seed-factor), in the index's order, each with
// its content. Recall runs this while the query is being embedded; store.lexical.LexicalScores then scores them with
// BM25 over the namespace's own statistics (recall/content-version.cypher and what it keeps) and keeps the best, whose
// state recall/reached-memories.cypher reads; the vector half (recall/vector-seed.cypher) then reads their cosine.
// $query is a Lucene query built by store.recall.RecallTransaction: the namespace's token (store.namespace.NamespaceToken) is
// required, then the content words, plain lower-case words only (no operators, no syntax), so the index reads this
// namespace's memories only; `searched` says how many it gave, so the caller can search deeper when the visible ones
// fall short.
:param namespace => 'default'
:param query => '+namespace_token:25175684819567447236028535606709408689196170707889726761316626252728215038095 +content:(support group)'
:param project => null
:param searched => 60
:param at => datetime()
:param cold => true
:param filter_kind => null
:param filter_session => null
:param metadata_needles => []
CYPHER 25
CALL db.index.fulltext.queryNodes('memory_content_namespaced', $query, {limit: $searched}) YIELD node, score
WITH collect(node) AS hits
CALL (hits) {
  UNWIND hits AS m
  WITH m
  WHERE m.namespace = $namespace AND (m:Hot OR ($cold AND m:Cold))
    AND (m.scope = 'global' OR m.project = $project)
    AND m.created_at <= $at
    AND (m.expires_at IS NULL OR m.expires_at > $at)
    AND none(successor IN [(m)<-[:SUPERSEDES]-(s:Memory) | s]
      WHERE successor.namespace = $namespace
        AND successor.created_at <= $at
        AND (successor.expires_at IS NULL OR successor.expires_at > $at)
        AND (successor.scope = 'global' OR successor.project = $project))
    AND ($filter_kind IS NULL OR m.kind = $filter_kind)
    AND ($filter_session IS NULL OR EXISTS {
      MATCH (m)-[:IN_SESSION {formed: true}]->(formed:Session)
      WHERE formed.namespace = $namespace AND formed.id = $filter_session
    })
    AND all(needles IN $metadata_needles WHERE any(needle IN needles WHERE m.metadata CONTAINS needle))
  RETURN collect({id: m.id, content: m.content}) AS matches
}
RETURN size(hits) AS searched, matches;
