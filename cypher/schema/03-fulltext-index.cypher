// BM25 full-text index over memory content (hot and cold), with Lucene's English analyzer: possessives removed,
// lower-cased, English stop words dropped, Porter-stemmed ("games" and "gaming" meet "game"). Chosen by measurement
// (docs/decisions/0004-ranking-defaults.md). It also indexes each memory's namespace token
// (store.namespace.NamespaceToken, one decimal term per namespace), which every lexical seed query requires, so that a
// recall searches its own namespace's memories only (docs/decisions/0014-namespace-local-lexical-scores.md). Databases
// from before the token had memory_content_english over the content alone: store.schema.LexicalIndexMigration replaces
// it at start-up.
CYPHER 25
CREATE FULLTEXT INDEX memory_content_namespaced IF NOT EXISTS FOR (m:Memory) ON EACH [m.content, m.namespace_token]
OPTIONS { indexConfig: { `fulltext.analyzer`: 'english' } };
