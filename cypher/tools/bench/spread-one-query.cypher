// Bench only: spreading activation in ONE Cypher statement, the variant measured against the service's
// fetch-then-spread-in-Java (pipeline.recall.SpreadingStage + core.graph.SpreadingActivation) in
// docs/decisions/0003-spreading-in-java-or-cypher.md. Same rules (docs/entities-and-spreading.md, section 2):
// - hop k expands the memories whose activation improved at hop k-1 (best path of k-1 steps), the $max_frontier
//   most active (ties by id), each to its $max_neighbours strongest neighbours, one link per neighbour (the
//   strongest: weight, then 'ASSOCIATED:<kind>' before 'MENTIONS', then entity key), ties by neighbour id;
// - ASSOCIATED edges in either direction weigh r.weight; an entity shared with another memory weighs
//   fan_out^-$entity_damping (the entity's MENTIONS degree), entities mentioned by more than $max_entity_fan_out
//   memories are skipped;
// - neighbour = parent x $spread_factor x weight, pruned below $min_activation;
// - max-merge: every memory, seeds included, keeps its best activation; it is replaced only by a strictly higher
//   one (equal ones: the stronger parent, then the lower parent id, wins), with its path.
// The loop over hops is a reduce() whose accumulator is the list of activations; each hop is a COLLECT subquery.
:param namespace => 'default'
:param seeds => [{id: '3f2b9c1e-0000-4000-8000-000000000001', activation: 0.8}]
:param hops => 2
:param spread_factor => 0.5
:param max_neighbours => 20
:param max_frontier => 200
:param min_activation => 0.01
:param entity_damping => 0.5
:param max_entity_fan_out => 64
CYPHER 25
UNWIND $seeds AS seed
OPTIONAL MATCH (m:Memory {id: seed.id}) USING INDEX m:Memory(id)
  WHERE m.namespace = $namespace
WITH collect({id: seed.id, node: m, activation: seed.activation, hops: 0, path: []}) AS seeds
WITH reduce(state = seeds, hop IN range(1, $hops) | COLLECT {
  CALL (state, hop) {
    // the frontier: improved at the previous hop, the most active first
    UNWIND state AS parent
    WITH parent
      WHERE parent.hops = hop - 1 AND parent.node IS NOT NULL
    ORDER BY parent.activation DESC, parent.id
    LIMIT $max_frontier
    // a link weighs at most 1: below this no neighbour can get $min_activation, so skip the neighbourhood
    WITH parent
      WHERE parent.activation * $spread_factor >= $min_activation
    CALL (parent) {
      WITH parent.node AS source
      CALL (source) {
        MATCH (source)-[r:ASSOCIATED]-(n:Memory)
          WHERE n.namespace = $namespace AND n <> source
        RETURN n, r.weight AS weight, 'ASSOCIATED:' + r.kind AS edge_kind, null AS entity
        UNION ALL
        MATCH (source)-[:MENTIONS]->(e:Entity)
        WITH source, e, COUNT { (e)<-[:MENTIONS]-() } AS fan_out
          WHERE 1 < fan_out <= $max_entity_fan_out
        MATCH (e)<-[:MENTIONS]-(n:Memory)
          WHERE n <> source
        RETURN n, fan_out ^ (-$entity_damping) AS weight, 'MENTIONS' AS edge_kind, e.key AS entity
      }
      WITH n, weight, edge_kind, entity
      ORDER BY weight DESC, edge_kind, entity
      WITH n, head(collect({weight: weight, edge_kind: edge_kind, entity: entity})) AS link
      ORDER BY link.weight DESC, n.id
      LIMIT $max_neighbours
      RETURN n, link
    }
    WITH parent, n, link, parent.activation * $spread_factor * link.weight AS activation
      WHERE activation > 0 AND activation >= $min_activation
    RETURN n.id AS id, n AS node, activation, hop AS hops,
           parent.path + [{from: parent.id, edge_kind: link.edge_kind, edge_weight: link.weight,
                           via_entity: link.entity, to: n.id, contribution: activation}] AS path,
           1 AS fresh, parent.activation AS parent_activation, parent.id AS parent_id
    UNION ALL
    // what the previous hops found
    UNWIND state AS s
    RETURN s.id AS id, s.node AS node, s.activation AS activation, s.hops AS hops, s.path AS path,
           0 AS fresh, null AS parent_activation, null AS parent_id
  }
  // max-merge, one row per memory: the highest activation, the older entry on a tie
  WITH id, node, activation, hops, path, fresh, parent_activation, parent_id
  ORDER BY id, activation DESC, fresh, parent_activation DESC, parent_id
  WITH id, head(collect({id: id, node: node, activation: activation, hops: hops, path: path})) AS best
  RETURN best
}) AS activations
UNWIND activations AS a
RETURN a.id AS id, a.activation AS activation, a.hops AS hops, a.path AS path
ORDER BY activation DESC, id;
