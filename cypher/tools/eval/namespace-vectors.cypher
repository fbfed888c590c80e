// Eval: the memories of a namespace with the embeddings the remember pipeline stored, so that a peer store
// (io.mnemograph.tools.eval.PeerRecallSystem) gets the same vectors instead of embedding the texts again.
:param namespace => 'locomo-conv-26'
CYPHER 25
MATCH (m:Memory {namespace: $namespace})
RETURN m.id AS id, m.content AS content, m.embedding AS embedding
ORDER BY m.occurred_at, m.id;
