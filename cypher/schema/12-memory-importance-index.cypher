// Recall bounds the score of memories reached by spreading with the namespace's highest importance
// (read in recall/vector-seed.cypher): this index answers it from its last entry instead of a scan of the namespace.
CYPHER 25
CREATE INDEX memory_importance IF NOT EXISTS FOR (m:Memory) ON (m.namespace, m.importance);
