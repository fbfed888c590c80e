// Export: the namespace's timeline of memories stored without a session (its last one and when it happened, which
// the next sessionless memory links to: session/previous-sessionless.cypher), when it has one.
:param namespace => 'default'
CYPHER 25
MATCH (t:Timeline)
WHERE t.namespace = $namespace
RETURN properties(t) AS properties;
