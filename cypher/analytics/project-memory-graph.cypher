// Analytics: project one namespace's memories and their associations (weighted, undirected: an association means
// "these belong together" whichever memory was stored first) into the GDS catalog under a unique name. Memories with
// no association are projected too. Returns a null graph when the namespace holds no memory. Drop it after use
// (drop-graph.cypher).
:param namespace => 'default'
:param graph => 'mnemograph-memories-example'
CYPHER 25
MATCH (m:Memory {namespace: $namespace})
OPTIONAL MATCH (m)-[r:ASSOCIATED]->(t:Memory {namespace: $namespace})
WITH gds.graph.project($graph, m, t, {relationshipProperties: r {.weight}},
       {undirectedRelationshipTypes: ['*']}) AS g
RETURN g.graphName AS graph, g.nodeCount AS nodes, g.relationshipCount AS relationships;
