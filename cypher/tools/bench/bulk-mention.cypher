// Bench bulk load: one transaction makes a batch of memories MENTION entities, merging the entities per namespace
// with the properties memory/link-entities.cypher writes. One row per (memory, entity) pair.
// Used only by the bench command (io.mnemograph.tools.bench.BulkLoader) to give the synthesised memories entities.
:param namespace => 'bench'
:param now => datetime()
:param rows => [{id: '3f2b9c1e-0000-4000-8000-0000000000b1', key: 'entity 17', name: 'Entity 17'}]
CYPHER 25
UNWIND $rows AS row
MATCH (m:Memory {id: row.id}) USING INDEX m:Memory(id)
  WHERE m.namespace = $namespace
MERGE (e:Entity {namespace: $namespace, key: row.key})
  ON CREATE SET e.name = row.name, e.kind = 'NAME', e.created_at = $now
CREATE (m)-[r:MENTIONS]->(e)
RETURN count(r) AS created;
