// Lookup indexes for namespace-scoped scans (consolidation sweeps, exports).
CYPHER 25
CREATE INDEX memory_namespace IF NOT EXISTS FOR (m:Memory) ON (m.namespace, m.created_at);
