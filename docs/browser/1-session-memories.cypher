// Browser starter: a session's memories in turn order and the entities they mention (graph view).
:param namespace => 'demo-explore'
:param session => 'session-1'
CYPHER 25
MATCH (s:Session {namespace: $namespace, id: $session})<-[t:IN_SESSION]-(m:Memory)
OPTIONAL MATCH mention = (m)-[:MENTIONS]->(:Entity)
RETURN s, t, m, mention
ORDER BY t.activated_turn, m.occurred_at;
