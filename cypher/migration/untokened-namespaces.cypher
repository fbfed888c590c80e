// Migration to the namespace token (docs/decisions/0014-namespace-local-lexical-scores.md): the namespaces that have
// memories without a namespace_token; store.schema.LexicalIndexMigration computes each one's token (a SHA-256 digest,
// which Cypher cannot compute) and passes it to migration/namespace-token-backfill.cypher.
CYPHER 25
MATCH (m:Memory)
WHERE m.namespace_token IS NULL
RETURN DISTINCT m.namespace AS namespace;
