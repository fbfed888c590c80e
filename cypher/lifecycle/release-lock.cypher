// Consolidation sweep lock: released by its holder at the end of the sweep (the node stays, with who swept last
// and when, for operators). Releases nothing when another sweep has taken the lock over.
:param namespace => 'default'
:param owner => 'host-1/6f1c0a52-0000-4000-8000-000000000001'
:param now => datetime()
CYPHER 25
MATCH (l:SweepLock {namespace: $namespace})
SET l._lock = true
REMOVE l._lock
WITH l
WHERE l.owner = $owner
SET l.owner = null, l.expires_at = null, l.last_owner = $owner, l.released_at = $now
RETURN count(l) AS released;
