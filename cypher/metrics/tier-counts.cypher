// /prometheus gauge mnemograph_memories{tier}: the memories of every namespace by tier, each count read from Neo4j's
// count store (a label count costs the same at a hundred nodes or ten million). Core memories carry :Hot and :Core,
// cold ones :Cold.
CYPHER 25
CALL () { MATCH (m:Hot) RETURN count(m) AS hot_and_core }
CALL () { MATCH (m:Core) RETURN count(m) AS core }
CALL () { MATCH (m:Cold) RETURN count(m) AS cold }
RETURN hot_and_core - core AS hot, core, cold;
