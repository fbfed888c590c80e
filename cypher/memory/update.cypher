// PATCH: new content (with its new embedding) resets the decay clock; a new weight is just set.
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
:param content => 'Caroline went to the support group on 8 May.'
:param embedding => [i IN range(1, 384) | toFloat(i % 5) / 5.0]
:param weight => null
:param now => datetime()
CYPHER 25
MATCH (m:Memory {id: $id}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace
SET m.content = coalesce($content, m.content),
    m.embedding = coalesce($embedding, m.embedding),
    m.weight = coalesce($weight, m.weight),
    m.updated_at = CASE WHEN $content IS NULL THEN m.updated_at ELSE $now END,
    m.last_accessed_at = CASE WHEN $content IS NULL THEN m.last_accessed_at ELSE $now END
RETURN m.id AS id;
