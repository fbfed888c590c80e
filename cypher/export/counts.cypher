// Export: how many memories, entities and sessions a namespace holds, for the progress shown while it is written.
:param namespace => 'default'
CYPHER 25
CALL () { MATCH (m:Memory) WHERE m.namespace = $namespace RETURN count(m) AS memories }
CALL () { MATCH (e:Entity) WHERE e.namespace = $namespace RETURN count(e) AS entities }
CALL () { MATCH (s:Session) WHERE s.namespace = $namespace RETURN count(s) AS sessions }
RETURN memories, entities, sessions;
