// Analytics: project one namespace's memories and the entities they mention (Memory -> Entity), the bipartite graph
// node similarity compares memories on. Returns a null graph when no memory of the namespace mentions an entity.
// Drop it after use (drop-graph.cypher).
:param namespace => 'default'
:param graph => 'mnemograph-mentions-example'
CYPHER 25
MATCH (m:Memory {namespace: $namespace})-[:MENTIONS]->(e:Entity)
WITH gds.graph.project($graph, m, e) AS g
RETURN g.graphName AS graph, g.nodeCount AS nodes, g.relationshipCount AS relationships;
