// Recall: for each memory of $ids, the newer memories that contradict it and the ones that supersede it, which mark
// it in the answer and rank above it (core.scoring.NewerFirst, docs/recall.md#contradictions).
// - conflicts: memories joined to it by CONFLICTS_WITH in either direction (remember records the edge from the new
//   memory to the older one it may contradict) that are newer: created later, or at the same instant and the edge's
//   source;
// - successors: memories that supersede it (SUPERSEDES).
// Either must be of this namespace, in the recall's scope (global, or the recall's project), not expired as of $now,
// and not itself superseded by a memory in that scope: the marks say what stands now, so a memory newer than the
// recall's `at` is named too (the pipeline ranks only what the recall can see). Newest first.
:param namespace => 'default'
:param ids => ['3f2b9c1e-0000-4000-8000-000000000001']
:param project => null
:param now => datetime()
CYPHER 25
UNWIND $ids AS id
MATCH (m:Memory {id: id}) USING INDEX m:Memory(id)
WITH m
WHERE m.namespace = $namespace
WITH m,
     [(m)-[c:CONFLICTS_WITH]-(o:Memory)
       WHERE (o.created_at > m.created_at OR (o.created_at = m.created_at AND startNode(c) = o)) | o] AS conflicting,
     [(s:Memory)-[:SUPERSEDES]->(m) | s] AS superseding
WITH m,
     [o IN conflicting WHERE o.namespace = $namespace
        AND (o.scope = 'global' OR o.project = $project)
        AND (o.expires_at IS NULL OR o.expires_at > $now)
        AND none(successor IN [(o)<-[:SUPERSEDES]-(s:Memory) | s]
          WHERE successor.namespace = $namespace
            AND (successor.expires_at IS NULL OR successor.expires_at > $now)
            AND (successor.scope = 'global' OR successor.project = $project))] AS conflicts,
     [s IN superseding WHERE s.namespace = $namespace
        AND (s.scope = 'global' OR s.project = $project)
        AND (s.expires_at IS NULL OR s.expires_at > $now)] AS successors
WHERE conflicts <> [] OR successors <> []
RETURN m.id AS id,
       [o IN conflicts | {id: o.id, content: o.content, created_at: o.created_at}] AS conflicts,
       [s IN successors | {id: s.id, content: s.content, created_at: s.created_at}] AS successors;
