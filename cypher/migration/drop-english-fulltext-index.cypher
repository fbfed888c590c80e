// Migration to the namespace token (docs/decisions/0014-namespace-local-lexical-scores.md), run once by
// store.schema.LexicalIndexMigration after the backfill: the full-text index over content alone holds derived data
// only, so it is dropped (never a memory); cypher/schema/03-fulltext-index.cypher builds memory_content_namespaced.
CYPHER 25
DROP INDEX memory_content_english IF EXISTS;
