// One memory with all its state, by id, within its namespace.
:param namespace => 'default'
:param id => '3f2b9c1e-0000-4000-8000-000000000001'
CYPHER 25
MATCH (m:Memory {id: $id}) USING INDEX m:Memory(id)
WHERE m.namespace = $namespace
RETURN m { .*, embedding: null, embedding_minilm: null, embedding_bge: null, embedding_openai: null, labels: labels(m) } AS memory;
