package io.mnemograph.tools.eval;

import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.tools.peer.PeerIndex;
import io.mnemograph.tools.peer.PeerMatch;
import io.mnemograph.tools.peer.Peers;
import io.mnemograph.tools.peer.VectorPeer;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A peer vector store ({@link VectorPeer}, e.g. LangChain4j's {@code Neo4jEmbeddingStore}) as a system under
 * evaluation, on the same Neo4j and with the same vectors as ours: each conversation is remembered once through our
 * pipeline (shared {@link MemoryLoader}), then its stored embeddings
 * ({@code cypher/tools/eval/namespace-vectors.cypher}) go into the peer's own index for that conversation (one label
 * and vector index per namespace, so each search runs over one conversation, as ours does) through the peer's own write
 * API, under our memory ids. A question is embedded with our model and searched with the peer's own search API; the
 * peer knows nothing of time, scores or the graph.
 */
public final class PeerRecallSystem implements RecallSystem {

    private final String name;
    private final MemoryLoader loader;
    private final VectorPeer peer;
    private final Neo4jConnection connection;
    private final StoredVectors vectors;
    private final EmbeddingProvider embeddings;
    private final Map<String, PeerIndex> indexes = new HashMap<>();

    public PeerRecallSystem(
            String name,
            MemoryLoader loader,
            VectorPeer peer,
            Neo4jConnection connection,
            EmbeddingProvider embeddings) {
        this.name = name;
        this.loader = loader;
        this.peer = peer;
        this.connection = connection;
        this.vectors = new StoredVectors(connection);
        this.embeddings = embeddings;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public synchronized void load(String namespace, List<EvalMemory> memories) {
        loader.ensureLoaded(namespace, memories);
        if (indexes.containsKey(namespace)) {
            return;
        }
        List<StoredVectors.Row> rows = vectors.of(namespace);
        List<String> ids = rows.stream().map(StoredVectors.Row::id).toList();
        List<float[]> stored = rows.stream().map(StoredVectors.Row::embedding).toList();
        List<String> texts = rows.stream().map(StoredVectors.Row::content).toList();
        PeerIndex index = peer.open(
                connection.driver(), connection.sessionConfig(), Peers.indexName(namespace), embeddings.dimension());
        index.addAll(ids, stored, texts);
        indexes.put(namespace, index);
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        PeerIndex index = indexes.get(namespace);
        if (index == null) {
            throw new IllegalStateException("namespace " + namespace + " was not loaded into the peer");
        }
        return index.search(embeddings.embed(question), k).stream()
                .map(PeerMatch::id)
                .map(id -> loader.key(namespace, id))
                .toList();
    }

    @Override
    public void close() {
        // the peer's nodes live in the evaluation's database, which its owner deletes
    }
}
