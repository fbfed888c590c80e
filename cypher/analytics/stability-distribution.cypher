// Analytics: the stability histogram of one namespace's memories per tier, in buckets of $bucket_width (a bucket is
// named by its lower bound).
:param namespace => 'default'
:param bucket_width => 0.5
CYPHER 25
MATCH (m:Memory {namespace: $namespace})
WITH CASE WHEN m:Core THEN 'core' WHEN m:Hot THEN 'hot' WHEN m:Cold THEN 'cold' ELSE 'other' END AS tier,
     floor(coalesce(m.stability, 0.0) / $bucket_width) * $bucket_width AS bucket
RETURN tier, bucket, count(*) AS memories
ORDER BY tier, bucket;
