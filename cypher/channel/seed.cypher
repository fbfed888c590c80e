// Recall seed of a further embedding channel (embedding.EmbeddingChannel): the $candidates nearest memories visible
// to the recall by the channel's hot index and, with $cold, its cold index, each with its state and the channel's
// vector (whose plain cosine to the channel's query vector store.recall.ChannelSeeds computes in double precision,
// as the primary seed does). Visible means what it means in recall/vector-seed.cypher, whose rules are repeated here
// (one statement per channel, because a SEARCH clause names its index). Each index search reads $searched nearest and
// drops the invisible ones before the $candidates are taken. Recall then reads these memories' primary cosine, links
// and named entities in the primary seed (their ids join its $lexical_ids). Written for the bge channel, as it runs in
// Neo4j Browser; store.cypher.ChannelQuery puts the channel's names in place of embedding_bge.
:param namespace => 'default'
:param project => null
:param global_key => 'default|global'
:param project_key => null
:param candidates => 15
:param searched => 60
:param at => datetime()
:param session_id => null
:param embedding => [i IN range(1, 384) | toFloat(i % 7) / 7.0]
:param cold => true
:param filter_kind => null
:param filter_session => null
:param metadata_needles => []
CYPHER 25
CALL () {
  MATCH (m:Hot)
    SEARCH m IN (
      VECTOR INDEX memory_embedding_bge
      FOR $embedding
      WHERE m.visibility = $global_key
      LIMIT $searched
    ) SCORE AS score
  RETURN m, score
  UNION
  WITH * WHERE $project_key IS NOT NULL
  MATCH (m:Hot)
    SEARCH m IN (
      VECTOR INDEX memory_embedding_bge
      FOR $embedding
      WHERE m.visibility = $project_key
      LIMIT $searched
    ) SCORE AS score
  RETURN m, score
  UNION
  WITH * WHERE $cold
  MATCH (m:Cold)
    SEARCH m IN (
      VECTOR INDEX memory_embedding_bge_cold
      FOR $embedding
      WHERE m.visibility = $global_key
      LIMIT $searched
    ) SCORE AS score
  RETURN m, score
  UNION
  WITH * WHERE $cold AND $project_key IS NOT NULL
  MATCH (m:Cold)
    SEARCH m IN (
      VECTOR INDEX memory_embedding_bge_cold
      FOR $embedding
      WHERE m.visibility = $project_key
      LIMIT $searched
    ) SCORE AS score
  RETURN m, score
}
WITH m, score
WHERE m.namespace = $namespace
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
WITH m, score
ORDER BY score DESC
LIMIT $candidates
OPTIONAL MATCH (m)-[primed:IN_SESSION]->(session:Session {namespace: $namespace, id: $session_id})
RETURN m { .id, .namespace, .content, .scope, .project, .kind, .created_at, .updated_at, .occurred_at,
           .last_accessed_at, .expires_at, .access_count, .stability, .importance, .weight, .strength,
           .session_ids, .metadata, labels: labels(m) } AS memory,
       m.embedding_bge AS embedding,
       session.turn - primed.activated_turn AS turns_since_activation
ORDER BY score DESC;
