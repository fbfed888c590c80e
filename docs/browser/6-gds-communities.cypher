// Browser starter: Louvain communities of a namespace's memories and entities in one statement, each with its top
// entities; the projection is dropped at the end (the service's steps: cypher/analytics/project-topic-graph.cypher,
// communities.cypher, drop-graph.cypher).
:param namespace => 'demo-explore'
CYPHER 25
WITH 'browser-' + randomUUID() AS graph
CALL (graph) {
  CALL () {
    MATCH (m:Memory {namespace: $namespace})
    OPTIONAL MATCH (m)-[r:ASSOCIATED]->(t:Memory {namespace: $namespace})
    RETURN m AS source, t AS target, r.weight AS weight
    UNION ALL
    MATCH (m:Memory {namespace: $namespace})-[:MENTIONS]->(e:Entity)
    RETURN m AS source, e AS target, 0.5 AS weight
  }
  WITH gds.graph.project(graph, source, target, {relationshipProperties: {weight: weight}},
         {undirectedRelationshipTypes: ['*']}) AS g
  RETURN g.nodeCount AS nodes
}
CALL (graph) {
  CALL gds.louvain.stream(graph, {relationshipWeightProperty: 'weight', concurrency: 1}) YIELD nodeId, communityId
  WITH communityId, collect(gds.util.asNode(nodeId)) AS members
  RETURN collect({community: communityId, memories: size([x IN members WHERE x:Memory]),
                  entities: [x IN members WHERE x:Entity | x.name][0..5]}) AS communities
}
CALL (graph) {
  CALL gds.graph.drop(graph, false) YIELD graphName
  RETURN graphName AS dropped
}
UNWIND communities AS c
WITH c WHERE c.memories > 0
RETURN c.community AS community, c.memories AS memories, c.entities AS entities
ORDER BY memories DESC;
