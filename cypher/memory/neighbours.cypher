// Remember, for a whole batch at once: the nearest hot memories visible to each new memory, by the vector index.
// One row per new memory: its position in the batch, embedding, `at` (when it becomes visible), the project it would
// be recalled in (null for a global memory, which skips the project half of the search) and the visibility keys of
// the memories it sees (store.memory.VisibilityKey): global_key, the namespace's global memories, and project_key, the
// project's (null for a global memory).
// Visible = the vector seed's rules (cypher/recall/vector-seed.cypher): this namespace; global scope, or project
// scope of the same project; stored at or before `at`; not expired at `at`; not superseded by a visible memory.
// The index never sees memories created earlier in the same transaction: the pipeline adds the batch's own earlier
// memories itself (BatchNeighbours). Run it before the batch is created, so the supersedes check sees only what was
// stored before the batch.
// The index scores cosine as (1 + cos) / 2; similarity is the plain cosine in [-1, 1].
:param candidates => 10
:param rows => [{position: 0, global_key: 'default|global', project_key: null, project: null, at: datetime(), embedding: [i IN range(1, 384) | toFloat(i % 7) / 7.0]}]
CYPHER 25
UNWIND $rows AS row
CALL (row) {
  MATCH (m:Hot)
    SEARCH m IN (
      VECTOR INDEX memory_embedding
      FOR row.embedding
      WHERE m.visibility = row.global_key
      LIMIT $candidates
    ) SCORE AS score
  RETURN m, score
  UNION ALL
  WITH row WHERE row.project_key IS NOT NULL
  MATCH (m:Hot)
    SEARCH m IN (
      VECTOR INDEX memory_embedding
      FOR row.embedding
      WHERE m.visibility = row.project_key
      LIMIT $candidates
    ) SCORE AS score
  RETURN m, score
}
WITH row, m, score
WHERE m.created_at <= row.at
  AND (m.expires_at IS NULL OR m.expires_at > row.at)
  AND none(successor IN [(m)<-[:SUPERSEDES]-(s:Memory) | s]
    WHERE successor.namespace = m.namespace
      AND successor.created_at <= row.at
      AND (successor.expires_at IS NULL OR successor.expires_at > row.at)
      AND (successor.scope = 'global' OR successor.project = row.project))
RETURN row.position AS position, m.id AS id, m.content AS content, m.scope AS scope, 2 * score - 1 AS similarity
ORDER BY position, similarity DESC;
