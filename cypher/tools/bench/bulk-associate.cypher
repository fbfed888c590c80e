// Bench bulk load: one transaction links a batch of memory pairs with ASSOCIATED edges, with the properties
// memory/link-associations.cypher writes (weight, kind, created_at, last_co_retrieval). One row per pair.
// Used only by the bench command (io.mnemograph.tools.bench.BulkLoader) to give the synthesised memories a graph.
:param namespace => 'bench'
:param now => datetime()
:param rows => [{source: '3f2b9c1e-0000-4000-8000-0000000000b2', target: '3f2b9c1e-0000-4000-8000-0000000000b1', weight: 1.0, kind: 'temporal'}]
CYPHER 25
UNWIND $rows AS row
MATCH (source:Memory {id: row.source}) USING INDEX source:Memory(id)
  WHERE source.namespace = $namespace
MATCH (target:Memory {id: row.target}) USING INDEX target:Memory(id)
  WHERE target.namespace = $namespace
CREATE (source)-[r:ASSOCIATED {weight: row.weight, kind: row.kind, created_at: $now, last_co_retrieval: $now}]->(target)
RETURN count(r) AS created;
