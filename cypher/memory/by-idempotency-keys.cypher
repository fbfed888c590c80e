// The memories stored earlier under clients' idempotency keys (a retried remember returns them instead of copies);
// for a whole batch, one row per (namespace, key) that matched.
:param keys => [{namespace: 'default', key: 'client-request-42'}]
CYPHER 25
UNWIND $keys AS k
MATCH (m:Memory {namespace: k.namespace, idempotency_key: k.key})
RETURN k.namespace AS namespace, k.key AS key, m { .*, embedding: null, embedding_minilm: null, embedding_bge: null, embedding_openai: null, labels: labels(m) } AS memory;
