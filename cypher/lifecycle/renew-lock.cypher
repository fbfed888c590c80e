// Consolidation sweep lock: the holder pushes its expiry forward between batches, so a long sweep is not mistaken
// for a stale one. Renews nothing when another sweep has taken the lock over.
:param namespace => 'default'
:param owner => 'host-1/6f1c0a52-0000-4000-8000-000000000001'
:param expires_at => datetime() + duration('PT10M')
CYPHER 25
MATCH (l:SweepLock {namespace: $namespace})
SET l._lock = true
REMOVE l._lock
WITH l
WHERE l.owner = $owner
SET l.expires_at = $expires_at
RETURN count(l) AS renewed;
