// Eval: one namespace's memories, their associations and the entities they mention, projected into the GDS catalog
// under $graph (undirected) for the personalized PageRank baseline (ppr-rank.cypher, io.mnemograph.tools.eval
// .PageRankSystem). Entities mentioned by more than $max_fan_out memories are hubs and left out, as spreading leaves
// them (mnemograph.graph.max-entity-fan-out). An association weighs its stored weight, a mention 1.
:param namespace => 'locomo-conv-26'
:param graph => 'eval-ppr-example'
:param max_fan_out => 64
CYPHER 25
MATCH (m:Memory {namespace: $namespace})
OPTIONAL MATCH (m)-[r:ASSOCIATED|MENTIONS]->(t)
  WHERE t.namespace = $namespace
    AND (t:Memory OR (t:Entity AND COUNT { (t)<-[:MENTIONS]-(:Memory) } <= $max_fan_out))
WITH gds.graph.project($graph, m, t, {relationshipProperties: {weight: coalesce(r.weight, 1.0)}},
       {undirectedRelationshipTypes: ['*']}) AS g
RETURN g.graphName AS graph, g.nodeCount AS nodes, g.relationshipCount AS relationships;
