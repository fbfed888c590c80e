// Migration to the visibility key (docs/decisions/0008-visibility-key.md), run once by store.schema.SchemaManager after
// the backfill: the vector index filtering on namespace, scope and project holds derived data only, so it is
// dropped (never a memory) and cypher/schema/02-vector-index.cypher builds it again on the visibility key.
CYPHER 25
DROP INDEX memory_embedding IF EXISTS;
