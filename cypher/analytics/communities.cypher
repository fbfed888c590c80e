// Analytics: what the memory is about. Louvain communities (Blondel et al. 2008, "Fast unfolding of communities in
// large networks") of a projected topic graph (project-topic-graph.cypher), largest first by number of memories,
// each with the entities its memories mention most. One thread, so equal inputs give equal communities.
:param graph => 'mnemograph-topics-example'
:param limit => 10
:param top_entities => 5
CYPHER 25
CALL gds.louvain.stream($graph, {relationshipWeightProperty: 'weight', concurrency: 1})
YIELD nodeId, communityId
WITH communityId, collect(gds.util.asNode(nodeId)) AS members
WITH communityId, [x IN members WHERE x:Memory] AS memories, [x IN members WHERE x:Entity] AS entities
WHERE size(memories) > 0
ORDER BY size(memories) DESC, communityId
LIMIT $limit
CALL (memories, entities) {
  UNWIND entities AS e
  WITH e, COUNT { MATCH (m:Memory)-[:MENTIONS]->(e) WHERE m IN memories } AS mentions
  ORDER BY mentions DESC, e.name
  LIMIT $top_entities
  RETURN collect(e {.key, .name, .kind, mentions: mentions}) AS top_entities
}
RETURN communityId AS community, size(memories) AS memories, top_entities,
       [m IN memories | m.id][0..5] AS example_ids;
