// Analytics: project one namespace's memories and entities, linked by associations (their weight) and mentions
// (weight $mention_weight), undirected, for community detection: memories that are linked or name the same things
// end up together, and the entities of a community say what it is about. Returns a null graph when the namespace
// holds no memory. Drop it after use (drop-graph.cypher).
:param namespace => 'default'
:param graph => 'mnemograph-topics-example'
:param mention_weight => 0.5
CYPHER 25
CALL () {
  MATCH (m:Memory {namespace: $namespace})
  OPTIONAL MATCH (m)-[r:ASSOCIATED]->(t:Memory {namespace: $namespace})
  RETURN m AS source, t AS target, r.weight AS weight
  UNION ALL
  MATCH (m:Memory {namespace: $namespace})-[:MENTIONS]->(e:Entity)
  RETURN m AS source, e AS target, $mention_weight AS weight
}
WITH gds.graph.project($graph, source, target, {relationshipProperties: {weight: weight}},
       {undirectedRelationshipTypes: ['*']}) AS g
RETURN g.graphName AS graph, g.nodeCount AS nodes, g.relationshipCount AS relationships;
