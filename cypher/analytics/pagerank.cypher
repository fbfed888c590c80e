// Analytics: the most central memories of a projected memory graph (project-memory-graph.cypher), by PageRank
// weighted by association weight (Page et al. 1999, "The PageRank Citation Ranking"; damping 0.85, 20 iterations,
// the GDS defaults). One thread, so equal inputs give equal rankings.
:param graph => 'mnemograph-memories-example'
:param limit => 10
CYPHER 25
CALL gds.pageRank.stream($graph, {relationshipWeightProperty: 'weight', dampingFactor: 0.85, maxIterations: 20,
                                  concurrency: 1})
YIELD nodeId, score
WITH gds.util.asNode(nodeId) AS m, score
ORDER BY score DESC, m.id
LIMIT $limit
RETURN m.id AS id, m.content AS content, score,
       CASE WHEN m:Core THEN 'core' WHEN m:Hot THEN 'hot' WHEN m:Cold THEN 'cold' ELSE 'other' END AS tier,
       COUNT { (m)-[:ASSOCIATED]-(:Memory) } AS associations;
