// Which of these memory ids exist in their namespace (remember checks what a batch supersedes before storing it).
:param refs => [{namespace: 'default', id: '3f2b9c1e-0000-4000-8000-000000000001'}]
CYPHER 25
UNWIND $refs AS ref
MATCH (m:Memory {id: ref.id}) USING INDEX m:Memory(id)
WHERE m.namespace = ref.namespace
RETURN DISTINCT ref.namespace AS namespace, ref.id AS id;
