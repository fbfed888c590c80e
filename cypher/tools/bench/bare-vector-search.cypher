// Benchmark baseline: the bare vector SEARCH over the global hot memories of a namespace, with the same in-index
// filter as the recall's vector seed ($visibility: store.memory.VisibilityKey.global), and no other visibility rules,
// no scoring.
:param visibility => 'bench|global'
:param candidates => 10
:param embedding => [i IN range(1, 384) | toFloat(i % 7) / 7.0]
CYPHER 25
MATCH (m:Hot)
  SEARCH m IN (
    VECTOR INDEX memory_embedding
    FOR $embedding
    WHERE m.visibility = $visibility
    LIMIT $candidates
  ) SCORE AS score
RETURN m.id AS id, 2 * score - 1 AS similarity
ORDER BY similarity DESC;
