// Recall seed, vector half, with everything else recall reads before it spreads, in one statement (each statement
// is a round trip to the server):
// - nearest: the $candidates nearest memories visible to the recall by each vector index, best first, with their
//   state (none when $search is false). Visible = this namespace; global scope, or project scope of the recall's
//   project (the index filters on their visibility keys, $global_key and $project_key: store.memory.VisibilityKey);
//   stored at or before $at; not expired at $at; not superseded by a memory that is itself visible; passing the
//   recall's filters (model.RecallFilter: $filter_kind, $filter_session, $metadata_needles). A recall that names no
//   project ($project_key null) searches the index once (global memories only). Each index search reads the $searched
//   nearest; those not visible are dropped before its $candidates are taken, and `deeper` tells the caller that a
//   search gave $searched hits yet kept fewer than $candidates, so that it asks again deeper
//   (store.recall.RecallTransaction.vectorSeed): a memory the recall cannot see never takes a seed's place. The index
//   scores cosine as (1 + cos) / 2, as vector.similarity.cosine does; each memory comes with its embedding, whose plain
//   cosine to the query store.recall.RecallTransaction computes in double precision (core.Cosine): the index's score and
//   vector.similarity.cosine sum in float in an order that changes once the JIT compiles their vector code, so the
//   same memory's score moved by up to 1e-7 within one process (docs/decisions/0014-namespace-local-lexical-scores.md).
//   With $cold, the cold tier's own vector index, memory_embedding_cold, is searched too, with the same visibility
//   rules (cold storage is slower to reach, never hidden; the pipeline weighs a cold seed down by
//   mnemograph.scoring.cold-seed-factor); hot and cold then share the seats (store.recall.OneTier).
// - lexical_similarity: the cosine to the query of each memory the lexical seed found ($lexical_ids, visible) that
//   is not among the nearest (a nearest memory's similarity comes with it).
// - links: when the recall spreads, the ASSOCIATED edges among all these candidates, each edge once, as stored
//   (source -> target), each with its decayed_weight when the association-decay sweep recorded one after the edge's
//   last co-retrieval, else its weight (as recall/expand.cypher reads them); recall raises a candidate's relevance by its best-linked candidate's
//   (core.graph.ContextualRelevance).
// - naming: when the recall spreads and the query names entities ($named_entities, their keys), the candidates that
//   mention one of them, hubs included (a candidate has at most 32 MENTIONS, so this reads the candidates' edges, not
//   the entity's); recall raises their relevance (core.graph.NamedEntityBoost). Read from the same candidate nodes
//   as links, matched once.
// - max_importance: when the recall spreads, the highest importance of any memory in the namespace (hot or cold),
//   which bounds the score of memories reached by spreading (pipeline.recall.RecallPipeline). Ordering by both keys of
//   the memory_importance index lets Neo4j read its last entry for the namespace (3 db hits), not every entry.
// - channels: with further embedding channels ($channel_properties, e.g. ['embedding_bge']: embedding.EmbeddingChannel),
//   each candidate's vector in each of them (null where the memory has none yet), for its cosine in that channel.
// The properties StoredMemory reads are named one by one; the embedding (384 numbers) is sent apart, once per
// candidate, for its cosine.
:param namespace => 'default'
:param project => null
:param global_key => 'default|global'
:param project_key => null
:param candidates => 15
:param searched => 15
:param at => datetime()
:param session_id => null
:param embedding => [i IN range(1, 384) | toFloat(i % 7) / 7.0]
:param search => true
:param cold => true
:param lexical_ids => ['3f2b9c1e-0000-4000-8000-000000000001']
:param spreads => true
:param named_entities => ['caroline']
:param channel_properties => []
:param filter_kind => null
:param filter_session => null
:param metadata_needles => []
CYPHER 25
CALL () {
  WITH * WHERE $search
  CALL () {
    MATCH (m:Hot)
      SEARCH m IN (
        VECTOR INDEX memory_embedding
        FOR $embedding
        WHERE m.visibility = $global_key
        LIMIT $searched
      ) SCORE AS score
    RETURN m, score, 'hot-global' AS search
    UNION
    WITH * WHERE $project_key IS NOT NULL
    MATCH (m:Hot)
      SEARCH m IN (
        VECTOR INDEX memory_embedding
        FOR $embedding
        WHERE m.visibility = $project_key
        LIMIT $searched
      ) SCORE AS score
    RETURN m, score, 'hot-project' AS search
    UNION
    WITH * WHERE $cold
    MATCH (m:Cold)
      SEARCH m IN (
        VECTOR INDEX memory_embedding_cold
        FOR $embedding
        WHERE m.visibility = $global_key
        LIMIT $searched
      ) SCORE AS score
    RETURN m, score, 'cold-global' AS search
    UNION
    WITH * WHERE $cold AND $project_key IS NOT NULL
    MATCH (m:Cold)
      SEARCH m IN (
        VECTOR INDEX memory_embedding_cold
        FOR $embedding
        WHERE m.visibility = $project_key
        LIMIT $searched
      ) SCORE AS score
    RETURN m, score, 'cold-project' AS search
  }
  WITH m, score, search,
       m.namespace = $namespace
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
       AND all(needles IN $metadata_needles WHERE any(needle IN needles WHERE m.metadata CONTAINS needle)) AS visible
  ORDER BY score DESC
  WITH search, count(*) AS hits, [hit IN collect({m: m, score: score, visible: visible}) WHERE hit.visible] AS kept
  WITH collect(hits >= $searched AND size(kept) < $candidates) AS searches_short,
       reduce(acc = [], s IN collect(kept[..$candidates]) | acc + s) AS kept
  UNWIND (CASE WHEN kept = [] THEN [null] ELSE kept END) AS hit
  WITH searches_short, hit.m AS m, hit.score AS score
  OPTIONAL MATCH (m)-[primed:IN_SESSION]->(session:Session {namespace: $namespace, id: $session_id})
  WITH searches_short, m, score, session.turn - primed.activated_turn AS turns
  ORDER BY score DESC
  WITH any(s IN searches_short WHERE s) AS deeper,
       collect(CASE WHEN m IS NOT NULL THEN {
         memory: m { .id, .namespace, .content, .scope, .project, .kind, .created_at, .updated_at, .occurred_at,
                     .last_accessed_at, .expires_at, .access_count, .stability, .importance, .weight, .strength,
                     .session_ids, .metadata, labels: labels(m) },
         embedding: m.embedding, channels: [p IN $channel_properties | m[p]],
         turns_since_activation: turns} END) AS found
  RETURN deeper, found AS nearest
}
CALL (nearest) {
  WITH [c IN nearest | c.memory.id] AS nearest_ids
  UNWIND $lexical_ids AS id
  WITH id WHERE NOT id IN nearest_ids
  MATCH (m:Memory {id: id}) USING INDEX m:Memory(id)
  WHERE m.namespace = $namespace
  RETURN collect({id: id, embedding: m.embedding, channels: [p IN $channel_properties | m[p]]}) AS lexical_similarity
}
CALL (nearest) {
  WITH * WHERE $spreads
  UNWIND [c IN nearest | c.memory.id] + $lexical_ids AS id
  WITH DISTINCT id
  MATCH (m:Memory {id: id}) USING INDEX m:Memory(id)
  WHERE m.namespace = $namespace
  WITH collect(m) AS candidates
  RETURN COLLECT {
           UNWIND candidates AS m
           MATCH (m)-[r:ASSOCIATED]->(other:Memory)
           WHERE other IN candidates AND other.namespace = $namespace
           RETURN {source: m.id, target: other.id, kind: r.kind,
                   weight: CASE WHEN r.decayed_at >= coalesce(r.last_co_retrieval, r.created_at)
                                THEN r.decayed_weight ELSE r.weight END}
         } AS links,
         [m IN candidates WHERE $named_entities <> [] AND EXISTS {
            MATCH (m)-[:MENTIONS]->(e:Entity)
            WHERE e.namespace = $namespace AND e.key IN $named_entities
          } | m.id] AS naming
}
CALL () {
  WITH * WHERE $spreads
  CALL () {
    MATCH (m:Memory)
    WHERE m.namespace = $namespace AND m.importance IS NOT NULL
    RETURN m.importance AS importance
    ORDER BY m.namespace DESC, m.importance DESC
    LIMIT 1
  }
  RETURN max(importance) AS max_importance
}
RETURN deeper, nearest, lexical_similarity, links, max_importance, naming;
