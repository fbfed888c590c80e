// The namespace's write lock, taken first by every transaction that changes the namespace's memories, entities,
// sessions or their edges (remember, recall's write-back, edits, deletes, associations, the sweep's promotions,
// coolings, decay and expiry, import), and held until it commits. Writers of one namespace therefore take their turns
// instead of deadlocking: Neo4j locks a node for a property change while the statement runs but locks the nodes of a
// new or deleted relationship at commit (NODE_RELATIONSHIP_GROUP_DELETE before NODE, org.neo4j.lock.ResourceTypes),
// so two writers that both change properties and edges of the same memories, sessions or entities could each wait
// for the other whatever order their statements take. Reads never wait for it. MERGE on the unique namespace
// (schema/14-write-lock-constraint.cypher) creates the node at most once, with a first content version
// (recall/content-version.cypher).
:param namespace => 'default'
CYPHER 25
MERGE (w:WriteLock {namespace: $namespace})
  ON CREATE SET w.content_version = randomUUID()
SET w._lock = true
REMOVE w._lock
RETURN w.namespace AS namespace;
