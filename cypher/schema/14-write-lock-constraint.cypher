// One write lock per namespace (namespace/write-lock.cypher): MERGE on it creates the lock node at most once, even
// when several writers of a new namespace arrive at the same moment.
CYPHER 25
CREATE CONSTRAINT write_lock_namespace IF NOT EXISTS FOR (w:WriteLock) REQUIRE w.namespace IS UNIQUE;
