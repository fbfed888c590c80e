// The memory stored earlier under a client's idempotency key (a retried remember returns it instead of a copy).
:param namespace => 'default'
:param key => 'client-request-42'
CYPHER 25
MATCH (m:Memory {namespace: $namespace, idempotency_key: $key})
RETURN m { .*, embedding: null, labels: labels(m) } AS memory
LIMIT 1;
