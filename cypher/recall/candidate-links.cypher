// Recall: the ASSOCIATED edges between the seed candidates of one recall, with their weight, each edge once (as
// stored, source -> target). Recall raises a candidate's relevance by its best-linked candidate's
// (core.graph.ContextualRelevance).
:param namespace => 'default'
:param ids => ['3f2b9c1e-0000-4000-8000-000000000001', '3f2b9c1e-0000-4000-8000-000000000002']
CYPHER 25
UNWIND $ids AS id
MATCH (m:Memory {id: id})-[r:ASSOCIATED]->(other:Memory)
WHERE m.namespace = $namespace AND other.namespace = $namespace AND other.id IN $ids
RETURN m.id AS source, other.id AS target, r.weight AS weight, r.kind AS kind;
