// Eval: the graph of the personalized PageRank baseline (io.mnemograph.tools.eval.PageRankSystem), read once per
// namespace: each memory with when it was created, and its links, undirected in use: associations with their stored
// weight, and mentions (weight 1) of entities mentioned by at most $max_fan_out memories, as spreading leaves hubs
// out (mnemograph.graph.max-entity-fan-out). An entity is named by its element id.
:param namespace => 'locomo-conv-26'
:param max_fan_out => 64
CYPHER 25
MATCH (m:Memory {namespace: $namespace})
OPTIONAL MATCH (m)-[r:ASSOCIATED|MENTIONS]->(t)
  WHERE t.namespace = $namespace
    AND (t:Memory OR (t:Entity AND COUNT { (t)<-[:MENTIONS]-(:Memory) } <= $max_fan_out))
RETURN m.id AS memory, m.created_at AS created_at,
       collect(CASE WHEN t IS NOT NULL
                 THEN {target: CASE WHEN t:Memory THEN t.id ELSE 'entity ' + elementId(t) END,
                       weight: coalesce(r.weight, 1.0)} END) AS links;
