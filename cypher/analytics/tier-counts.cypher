// Analytics: one namespace's memories by tier (core is hot and promoted; cold left the vector index), with their
// stability (mean, median, max) and how many were ever recalled.
:param namespace => 'default'
CYPHER 25
MATCH (m:Memory {namespace: $namespace})
WITH CASE WHEN m:Core THEN 'core' WHEN m:Hot THEN 'hot' WHEN m:Cold THEN 'cold' ELSE 'other' END AS tier, m
RETURN tier, count(m) AS memories, avg(m.stability) AS mean_stability,
       percentileCont(m.stability, 0.5) AS median_stability, max(m.stability) AS max_stability,
       count(CASE WHEN m.access_count > 0 THEN 1 END) AS recalled
ORDER BY tier;
