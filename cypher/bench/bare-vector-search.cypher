// Benchmark baseline: the bare vector SEARCH over hot memories of a namespace (no visibility rules, no scoring).
:param namespace => 'bench'
:param candidates => 10
:param embedding => [i IN range(1, 384) | toFloat(i % 7) / 7.0]
CYPHER 25
MATCH (m:Hot)
  SEARCH m IN (
    VECTOR INDEX memory_embedding
    FOR $embedding
    WHERE m.namespace = $namespace AND m.scope = 'global'
    LIMIT $candidates
  ) SCORE AS score
RETURN m.id AS id, 2 * score - 1 AS similarity
ORDER BY similarity DESC;
