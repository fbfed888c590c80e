// Bench (--cold): moves every memory of the namespace to cold storage, as a sweep after long disuse would, so that
// recall must find its answers through the cold tier's index. Implicit transaction, $batch memories per inner one.
:param namespace => 'bench'
:param batch => 1000
CYPHER 25
MATCH (m:Memory:Hot)
WHERE m.namespace = $namespace
CALL (m) {
  REMOVE m:Hot, m:Core
  SET m:Cold
} IN TRANSACTIONS OF $batch ROWS
RETURN count(m) AS cooled;
