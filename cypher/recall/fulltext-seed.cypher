// Recall seed, lexical half: the best BM25 matches among hot memories visible to the recall (same visibility rules
// as the vector seed), with their BM25 score and their embedding: recall runs this while the query is being
// embedded, and takes the similarity in Java afterwards.
// $query is a Lucene query; the service passes plain lower-case words only (no operators, no syntax).
:param namespace => 'default'
:param query => 'support group'
:param project => null
:param candidates => 15
:param at => datetime()
:param session_id => null
CYPHER 25
CALL db.index.fulltext.queryNodes('memory_content_english', $query, {limit: $candidates * 20}) YIELD node AS m, score
WHERE m.namespace = $namespace AND m:Hot
  AND (m.scope = 'global' OR m.project = $project)
  AND m.created_at <= $at
  AND (m.expires_at IS NULL OR m.expires_at > $at)
  AND NOT EXISTS {
    MATCH (m)<-[:SUPERSEDES]-(successor:Memory)
    WHERE successor.created_at <= $at
      AND (successor.expires_at IS NULL OR successor.expires_at > $at)
      AND (successor.scope = 'global' OR successor.project = $project)
  }
WITH m, score
ORDER BY score DESC
LIMIT $candidates
OPTIONAL MATCH (m)-[primed:IN_SESSION]->(session:Session {namespace: $namespace, id: $session_id})
RETURN m { .*, embedding: null, labels: labels(m) } AS memory,
       score AS bm25,
       m.embedding AS embedding,
       session.turn - primed.activated_turn AS turns_since_activation
ORDER BY bm25 DESC;
