// Browser starter: PageRank over a namespace's memories and associations in one statement: project under a name
// unique to this run, stream the ten most central memories, drop the projection (GDS; the service's own steps are
// cypher/analytics/project-memory-graph.cypher, pagerank.cypher and drop-graph.cypher).
:param namespace => 'demo-explore'
CYPHER 25
WITH 'browser-' + randomUUID() AS graph
CALL (graph) {
  MATCH (m:Memory {namespace: $namespace})
  OPTIONAL MATCH (m)-[r:ASSOCIATED]->(t:Memory {namespace: $namespace})
  WITH gds.graph.project(graph, m, t, {relationshipProperties: r {.weight}}, {undirectedRelationshipTypes: ['*']}) AS g
  RETURN g.nodeCount AS nodes
}
CALL (graph) {
  CALL gds.pageRank.stream(graph, {relationshipWeightProperty: 'weight', concurrency: 1}) YIELD nodeId, score
  WITH gds.util.asNode(nodeId) AS m, score ORDER BY score DESC LIMIT 10
  RETURN collect({score: score, content: m.content}) AS central
}
CALL (graph) {
  CALL gds.graph.drop(graph, false) YIELD graphName
  RETURN graphName AS dropped
}
UNWIND central AS c
RETURN c.score AS pagerank, c.content AS memory;
