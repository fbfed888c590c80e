// Every label, relationship type and property key that the service's statements name and the schema does not
// create: Neo4j plans a statement that names a token the database has not met with an "unknown" notification, and
// discards the plan once the token exists. Without these, a fresh instance compiled recall's statements again
// (0.3-3 s each) when a user's first memories brought a session, a supersession or a conflict, or the first sweep
// a promotion (docs/operations.md, "The first requests"). GraphTokensIT checks that no statement of the service
// names a token missing on a new database once this ran; tokens cost nothing and are never removed.
CYPHER 25
CALL () {
  UNWIND ['Core'] AS label
  CALL db.createLabel(label)
}
CALL () {
  UNWIND ['ASSOCIATED', 'CONFLICTS_WITH', 'IN_SESSION', 'MENTIONS', 'SUPERSEDES'] AS type
  CALL db.createRelationshipType(type)
}
CALL () {
  UNWIND ['access_count', 'activated_turn', 'content_version', 'decayed_at', 'decayed_weight', 'formed', 'kind',
          'last_accessed_at', 'last_co_retrieval', 'metadata', 'name', 'occurred_at', 'project', 'scope',
          'session_ids', 'similarity', 'stability', 'stored_at', 'strength', 'turn', 'updated_at', 'weight'] AS key
  CALL db.createProperty(key)
}
