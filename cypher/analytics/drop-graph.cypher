// Analytics: drop a projection from the GDS catalog (its memory is freed); no error when it is already gone.
:param graph => 'mnemograph-memories-example'
CYPHER 25
CALL gds.graph.drop($graph, false) YIELD graphName
RETURN graphName;
