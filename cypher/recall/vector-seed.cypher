// Recall seed: nearest hot memories of the namespace by the vector index, with their state.
// The index scores cosine as (1 + cos) / 2; similarity is the plain cosine in [-1, 1].
:param namespace => 'default'
:param candidates => 15
:param embedding => [i IN range(1, 384) | toFloat(i % 7) / 7.0]
CYPHER 25
MATCH (m:Hot)
  SEARCH m IN (
    VECTOR INDEX memory_embedding
    FOR $embedding
    WHERE m.namespace = $namespace
    LIMIT $candidates
  ) SCORE AS score
RETURN m { .*, embedding: null, labels: labels(m) } AS memory, 2 * score - 1 AS similarity
ORDER BY similarity DESC;
