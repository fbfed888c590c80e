// Import: write memories exactly as the file has them, merged on id (running the import again changes nothing).
// Every property is replaced by the file's (the namespace, visibility key and namespace token are the import's), the
// tier labels are set (:Hot, :Hot:Core or :Cold; a label moves the memory between the hot and cold vector indexes),
// and the embedding is the file's, else the one computed at import, else (same content, file without vectors) the one
// kept. So is each further channel's vector ($channels: their properties, e.g. embedding_bge; row.channels holds the
// file's or the computed one by property), in the same statement, so a memory is in every channel's index as soon as
// it is visible.
// The caller has checked that no id belongs to another namespace (import/foreign-ids.cypher).
:param channels => ['embedding_bge']
:param rows => [{id: '3f2b9c1e-0000-4000-8000-000000000001', labels: ['Hot'], embedding: [i IN range(1, 384) | toFloat(i % 7) / 7.0], channels: {embedding_bge: [i IN range(1, 384) | toFloat(i % 5) / 5.0]}, properties: {id: '3f2b9c1e-0000-4000-8000-000000000001', namespace: 'default', visibility: 'default|global', namespace_token: '25175684819567447236028535606709408689196170707889726761316626252728215038095', content: 'Caroline went to the support group.', scope: 'global', created_at: datetime(), updated_at: datetime(), occurred_at: datetime(), last_accessed_at: datetime(), access_count: 0, stability: 0.0, importance: 1.0, weight: 1.0, strength: 1.0, session_ids: []}}]
CYPHER 25
UNWIND $rows AS row
MERGE (m:Memory {id: row.id})
WITH m, row, m.embedding AS kept, [p IN $channels | m[p]] AS keptChannels
SET m = row.properties
SET m.embedding = coalesce(row.embedding, kept)
FOREACH (i IN range(0, size($channels) - 1) |
  SET m[$channels[i]] = coalesce(row.channels[$channels[i]], keptChannels[i]))
REMOVE m:Hot:Cold:Core
SET m:$(row.labels)
RETURN count(m) AS imported;
