// Migration to the namespace token (docs/decisions/0014-namespace-local-lexical-scores.md): every memory of each
// namespace stored without a token gets the one store.namespace.NamespaceToken.of gives, 10,000 memories per
// transaction. Hot and cold alike: the full-text index holds both.
:param namespaces => [{namespace: 'default', token: '25175684819567447236028535606709408689196170707889726761316626252728215038095'}]
CYPHER 25
UNWIND $namespaces AS tokened
MATCH (m:Memory)
WHERE m.namespace = tokened.namespace AND m.namespace_token IS NULL
CALL (m, tokened) {
  SET m.namespace_token = tokened.token
} IN TRANSACTIONS OF 10000 ROWS
RETURN count(m) AS tokened;
