// Import: write entities exactly as the file has them, merged on their key within the namespace.
:param namespace => 'default'
:param rows => [{key: 'caroline', properties: {namespace: 'default', key: 'caroline', name: 'Caroline', kind: 'NAME', created_at: datetime()}}]
CYPHER 25
UNWIND $rows AS row
MERGE (e:Entity {namespace: $namespace, key: row.key})
SET e = row.properties
RETURN count(e) AS imported;
