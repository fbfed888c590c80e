// Databases created before the English analyzer have the full-text index memory_content (standard analyzer).
// It holds nothing but derived data (memory_content_english replaces it), so it is dropped, never the memories.
CYPHER 25
DROP INDEX memory_content IF EXISTS;
