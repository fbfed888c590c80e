// BM25 full-text index over memory content (hot and cold).
CYPHER 25
CREATE FULLTEXT INDEX memory_content IF NOT EXISTS FOR (m:Memory) ON EACH [m.content];
