// Migration to the namespace token (docs/decisions/0014-namespace-local-lexical-scores.md): one row when the database
// still has the full-text index over content alone (memory_content_english), which store.schema.LexicalIndexMigration
// then replaces; no row otherwise.
CYPHER 25
SHOW FULLTEXT INDEXES YIELD name
WHERE name = 'memory_content_english'
RETURN name;
