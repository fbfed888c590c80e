// Recall seed, lexical half: the best BM25 matches among hot memories visible to the recall (same visibility rules
// and filters as the vector seed), with their BM25 score; with $cold, as many again among cold memories (cold storage is slower
// to reach, never hidden: the pipeline weighs a cold seed down by mnemograph.scoring.cold-seed-factor). Recall runs this while the query is being embedded; the vector half
// (recall/vector-seed.cypher) then reads their cosine to the query.
// $query is a Lucene query; the service passes plain lower-case words only (no operators, no syntax).
// The index holds every namespace: its best $searched hits are filtered here, and `searched` says how many the index
// gave, so that the caller can search deeper when another namespace's matches crowded this one's out.
:param namespace => 'default'
:param query => 'support group'
:param project => null
:param candidates => 15
:param searched => 300
:param at => datetime()
:param session_id => null
:param cold => true
:param filter_kind => null
:param filter_session => null
:param metadata_needles => []
CYPHER 25
CALL db.index.fulltext.queryNodes('memory_content_english', $query, {limit: $searched}) YIELD node, score
WITH collect({node: node, score: score}) AS hits
CALL (hits) {
  UNWIND hits AS hit
  WITH hit.node AS m, hit.score AS score
  WHERE m.namespace = $namespace AND (m:Hot OR ($cold AND m:Cold))
    AND (m.scope = 'global' OR m.project = $project)
    AND m.created_at <= $at
    AND (m.expires_at IS NULL OR m.expires_at > $at)
    AND NOT EXISTS {
      MATCH (m)<-[:SUPERSEDES]-(successor:Memory)
      WHERE successor.namespace = $namespace
        AND successor.created_at <= $at
        AND (successor.expires_at IS NULL OR successor.expires_at > $at)
        AND (successor.scope = 'global' OR successor.project = $project)
    }
    AND ($filter_kind IS NULL OR m.kind = $filter_kind)
    AND ($filter_session IS NULL OR EXISTS {
      MATCH (m)-[:IN_SESSION {formed: true}]->(formed:Session)
      WHERE formed.namespace = $namespace AND formed.id = $filter_session
    })
    AND all(needles IN $metadata_needles WHERE any(needle IN needles WHERE m.metadata CONTAINS needle))
  WITH m, score, m:Cold AS cold
  ORDER BY score DESC
  WITH cold, collect({m: m, score: score})[..$candidates] AS best
  UNWIND best AS match
  WITH match.m AS m, match.score AS score
  ORDER BY score DESC
  OPTIONAL MATCH (m)-[primed:IN_SESSION]->(session:Session {namespace: $namespace, id: $session_id})
  RETURN collect({memory: m { .id, .namespace, .content, .scope, .project, .kind, .created_at, .updated_at,
                              .occurred_at, .last_accessed_at, .expires_at, .access_count, .stability, .importance,
                              .weight, .strength, .session_ids, .metadata, labels: labels(m) },
                  bm25: score,
                  turns_since_activation: session.turn - primed.activated_turn}) AS matches
}
RETURN size(hits) AS searched, matches;
