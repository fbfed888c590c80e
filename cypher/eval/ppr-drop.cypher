// Eval: drops the personalized PageRank baseline's projection of a namespace (ppr-project.cypher), if there is one.
:param graph => 'eval-ppr-example'
CYPHER 25
CALL gds.graph.drop($graph, false) YIELD graphName
RETURN graphName;
