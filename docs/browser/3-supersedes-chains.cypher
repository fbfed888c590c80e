// Browser starter: the supersedes chains of a namespace, each from its newest version back to the oldest (graph
// view), with the weight each older version was lowered to.
:param namespace => 'demo-explore'
CYPHER 25
MATCH chain = (newest:Memory {namespace: $namespace})-[:SUPERSEDES]->+(oldest:Memory)
WHERE NOT EXISTS { (:Memory)-[:SUPERSEDES]->(newest) } AND NOT EXISTS { (oldest)-[:SUPERSEDES]->(:Memory) }
RETURN chain, [m IN nodes(chain) | m.weight] AS weights
LIMIT 25;
