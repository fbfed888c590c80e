// Analytics: suggested associations not yet linked. Node similarity (Jaccard over the entities two memories mention)
// on a projected mention graph (project-mention-graph.cypher); each pair once, pairs already ASSOCIATED left out,
// best first, with the entities they share. One thread, so equal inputs give equal suggestions.
:param graph => 'mnemograph-mentions-example'
:param top_k => 10
:param cutoff => 0.3
:param limit => 10
CYPHER 25
CALL gds.nodeSimilarity.stream($graph, {topK: $top_k, similarityCutoff: $cutoff, concurrency: 1})
YIELD node1, node2, similarity
WITH gds.util.asNode(node1) AS a, gds.util.asNode(node2) AS b, similarity
WHERE a.id < b.id AND NOT EXISTS { (a)-[:ASSOCIATED]-(b) }
RETURN a.id AS source, b.id AS target, similarity,
       COLLECT { MATCH (a)-[:MENTIONS]->(e:Entity)<-[:MENTIONS]-(b) RETURN e.name ORDER BY e.name } AS shared_entities
ORDER BY similarity DESC, source, target
LIMIT $limit;
