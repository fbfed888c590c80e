// One consolidation sweep lock per namespace: MERGE on it creates the lock node at most once, even when several
// service instances start a sweep at the same moment.
CYPHER 25
CREATE CONSTRAINT sweep_lock_namespace IF NOT EXISTS FOR (l:SweepLock) REQUIRE l.namespace IS UNIQUE;
