// Eval: the plain 1-hop expansion baseline (issue 21 item 4, io.mnemograph.tools.eval.OneHopExpansionSystem): each
// seed's neighbours that exist at $at, through an association (its weight) or through an entity both mention that is
// no hub (1 / its fan-out, for entities mentioned by at most $max_fan_out memories), strongest first. No activation,
// no decay, no scoring: what a product that expands its search results by one hop puts beside each result.
:param seeds => ['an-id']
:param at => datetime()
:param max_fan_out => 64
CYPHER 25
UNWIND $seeds AS seed_id
MATCH (s:Memory {id: seed_id}) USING INDEX s:Memory(id)
CALL (s) {
  MATCH (s)-[r:ASSOCIATED]-(n:Memory)
  WHERE n.created_at <= $at
  RETURN n, r.weight AS weight
  UNION ALL
  MATCH (s)-[:MENTIONS]->(e:Entity)
  WITH s, e, COUNT { (e)<-[:MENTIONS]-() } AS fan_out
  WHERE 1 < fan_out <= $max_fan_out
  MATCH (e)<-[:MENTIONS]-(n:Memory)
  WHERE n <> s AND n.created_at <= $at
  RETURN n, 1.0 / fan_out AS weight
}
WITH seed_id, n.id AS neighbour, max(weight) AS weight
ORDER BY seed_id, weight DESC, neighbour
RETURN seed_id AS seed, collect(neighbour) AS neighbours;
