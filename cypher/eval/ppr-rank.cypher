// Eval: the personalized PageRank baseline (issue 21 item 4). PageRank over a namespace's projected graph
// (ppr-project.cypher) restarting at the memories $seeds (hybrid recall's top results), each in proportion to its
// score (GDS's node-bias pairs), then the memories that exist at $at ranked by their PageRank: the retrieval step of HippoRAG (B. J. Gutierrez et al., "HippoRAG: Neurobiologically
// Inspired Long-Term Memory for Large Language Models", NeurIPS 2024), with its damping 0.5 by default. One thread,
// so equal inputs give equal rankings.
:param graph => 'eval-ppr-example'
:param seeds => [{id: 'an-id', weight: 1.0}]
:param damping => 0.5
:param at => datetime()
:param k => 10
CYPHER 25
UNWIND $seeds AS seed
MATCH (s:Memory {id: seed.id})
WITH collect([s, seed.weight]) AS sources
CALL gds.pageRank.stream($graph, {sourceNodes: sources, relationshipWeightProperty: 'weight',
                                  dampingFactor: $damping, maxIterations: 20, concurrency: 1})
YIELD nodeId, score
WITH gds.util.asNode(nodeId) AS m, score
WHERE m:Memory AND m.created_at <= $at
RETURN m.id AS id
ORDER BY score DESC, id
LIMIT $k;
