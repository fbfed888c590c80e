// The highest importance of any memory in the namespace (hot or cold), or no row when none has one. Recall uses it
// to bound the score of memories reached by spreading (pipeline.RecallPipeline). Ordering by both keys of the
// memory_importance index lets Neo4j read its last entry for the namespace (3 db hits) instead of every entry.
:param namespace => 'default'
CYPHER 25
MATCH (m:Memory)
WHERE m.namespace = $namespace AND m.importance IS NOT NULL
RETURN m.importance AS importance
ORDER BY m.namespace DESC, m.importance DESC
LIMIT 1;
