// Spreading activation, one hop: for each frontier memory, its $max_neighbours strongest neighbours, with the
// strongest link to each, over ASSOCIATED edges (either direction) and over shared entities (entities mentioned by
// more than $max_entity_fan_out memories are hubs and skipped). An entity link weighs fan_out^-$entity_damping
// (core.graph.SpreadingActivation.entityLinkWeight, which CypherFormulasTest checks this against).
// An entity's fan-out is its MENTIONS degree (only memories mention entities), which Neo4j reads from the degree
// store instead of expanding a hub's relationships. The order is core.graph.Neighbourhood's, so the rows are
// exactly the links the Java spreading takes: weight descending, then neighbour id, then edge kind
// ('ASSOCIATED:<kind>' before 'MENTIONS'), then entity key. Each neighbour comes with its importance and weight,
// which bound its score, and the session it was formed in (the first of its session_ids, null for none), which bounds
// its session-context lift, so that recall reads the full state only of memories that can reach its threshold.
// Each frontier memory comes with the lightest link worth following from it (min_weight): lighter links would give
// an activation the spreading prunes, so they are not read, and an entity whose link is lighter (mentioned by more
// than min_weight^(-1/$entity_damping) memories) is not expanded at all.
// Only the 2 x $max_neighbours strongest ASSOCIATED edges of a memory go on to the union, sort and collect below
// (a hub memory's thousands of edges are scanned once, not carried through): a pair of memories holds at most two
// ASSOCIATED edges (one each way: remember creates new -> old, an explicit association MERGEs its direction,
// co-recall MERGEs either), so every neighbour among the $max_neighbours strongest has its best edge among them.
// An ASSOCIATED edge weighs its decayed_weight when the association-decay sweep recorded one after the edge's last
// co-retrieval (cypher/lifecycle/decay-associations.cypher; a later co-recall raises weight and makes it current
// again), else its weight: a faded link spreads faded (docs/lifecycle.md).
// Associations whose kind is in $excluded_kinds are not followed (eval ablation; the service passes []).
// Defence in depth: every node reached (neighbour, entity) is checked to be of $namespace, though the service never
// links across namespaces.
:param namespace => 'default'
:param frontier => [{id: '3f2b9c1e-0000-4000-8000-000000000001', min_weight: 0.0}]
:param max_neighbours => 20
:param max_entity_fan_out => 64
:param entity_damping => 0.5
:param excluded_kinds => []
CYPHER 25
UNWIND $frontier AS frontier
MATCH (source:Memory {id: frontier.id}) USING INDEX source:Memory(id)
WHERE source.namespace = $namespace
CALL (source, frontier) {
  CALL (source, frontier) {
    MATCH (source)-[r:ASSOCIATED]-(n:Memory)
    WITH source, frontier, n, r, CASE WHEN r.decayed_at >= coalesce(r.last_co_retrieval, r.created_at)
                                      THEN r.decayed_weight ELSE r.weight END AS weight
    WHERE weight >= frontier.min_weight AND n.namespace = $namespace AND n <> source
      AND NOT r.kind IN $excluded_kinds
    WITH n, r, weight ORDER BY weight DESC, n.id, r.kind LIMIT 2 * $max_neighbours
    RETURN n, weight, 'ASSOCIATED:' + r.kind AS edge_kind, r.kind AS kind, null AS entity, 0 AS fan_out
    UNION ALL
    MATCH (source)-[:MENTIONS]->(e:Entity)
    WHERE e.namespace = $namespace
    WITH source, frontier, e, COUNT { (e)<-[:MENTIONS]-() } AS fan_out
    WITH source, frontier, e, fan_out, fan_out ^ (-$entity_damping) AS weight
    WHERE 1 < fan_out <= $max_entity_fan_out AND weight >= frontier.min_weight
    MATCH (e)<-[:MENTIONS]-(n:Memory)
    WHERE n <> source AND n.namespace = $namespace
    RETURN n, weight, 'MENTIONS' AS edge_kind, null AS kind, e.key AS entity, fan_out
  }
  WITH n, weight, edge_kind, kind, entity, fan_out
  ORDER BY weight DESC, edge_kind, entity
  WITH n, head(collect({weight: weight, kind: kind, entity: entity, fan_out: fan_out})) AS link
  ORDER BY link.weight DESC, n.id
  LIMIT $max_neighbours
  RETURN n.id AS target, link, n.importance AS target_importance, n.weight AS target_weight,
         n.session_ids[0] AS target_session
}
RETURN frontier.id AS source_id, target, CASE WHEN link.entity IS NULL THEN link.weight END AS weight,
       link.kind AS kind, link.entity AS entity, link.fan_out AS fan_out, target_importance, target_weight,
       target_session;
