// Consolidation sweep lock of one namespace, taken in its own short transaction. It is free when nobody holds it
// or when its holder stopped renewing it (expires_at <= $now: a stale lock is taken over). MERGE on the unique
// namespace creates the node at most once; the write lock is taken before the holder is read, so two sweeps
// never both get it. $now is the wall clock, not the sweep's "at". $gone_holder (null unless the caller found the
// holder's process ended: pipeline.lifecycle.SweepHolders) frees the lock when that holder still has it.
:param namespace => 'default'
:param owner => 'host-1/6f1c0a52-0000-4000-8000-000000000001'
:param now => datetime()
:param expires_at => datetime() + duration('PT10M')
:param gone_holder => null
CYPHER 25
MERGE (l:SweepLock {namespace: $namespace})
SET l._lock = true
REMOVE l._lock
WITH l, l.owner AS holder, l.expires_at AS held_until,
     l.owner IS NULL OR l.expires_at IS NULL OR l.expires_at <= $now
       OR coalesce(l.owner = $gone_holder, false) AS free
CALL (l, free) {
  WITH l WHERE free
  SET l.owner = $owner, l.acquired_at = $now, l.expires_at = $expires_at
}
RETURN free AS acquired,
       CASE WHEN free THEN null ELSE holder END AS holder,
       CASE WHEN free THEN null ELSE held_until END AS held_until,
       CASE WHEN free AND holder IS NOT NULL THEN holder END AS taken_over_from;
