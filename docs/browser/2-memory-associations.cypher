// Browser starter: one memory's associations with their weight and kind, strongest first (table view; switch to
// graph view to see them around the memory). Leave $id null to take the memory with the most associations.
:param namespace => 'demo-explore'
:param id => null
CYPHER 25
MATCH (m:Memory {namespace: $namespace})
WHERE $id IS NULL OR m.id = $id
WITH m ORDER BY COUNT { (m)-[:ASSOCIATED]-() } DESC LIMIT 1
MATCH (m)-[r:ASSOCIATED]-(other:Memory)
RETURN m.content AS memory, r.weight AS weight, r.kind AS kind,
       CASE WHEN startNode(r) = m THEN 'out' ELSE 'in' END AS direction, other.content AS associated, m, r, other
ORDER BY weight DESC;
