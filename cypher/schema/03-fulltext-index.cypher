// BM25 full-text index over memory content (hot and cold), with Lucene's English analyzer: possessives removed,
// lower-cased, English stop words dropped, Porter-stemmed ("games" and "gaming" meet "game"). Chosen by measurement
// (docs/decisions/0004-ranking-defaults.md).
CYPHER 25
CREATE FULLTEXT INDEX memory_content_english IF NOT EXISTS FOR (m:Memory) ON EACH [m.content]
OPTIONS { indexConfig: { `fulltext.analyzer`: 'english' } };
