package io.mnemograph.eval;

import io.mnemograph.core.SeedMode;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.MemoryStore;

import java.time.Instant;
import java.util.List;

/**
 * A flat baseline on the same Neo4j, the same memories and the same embedding model: the bare vector
 * {@code SEARCH} ranked by cosine ({@link SeedMode#VECTOR}) or the bare BM25 full-text query ranked by BM25
 * ({@link SeedMode#LEXICAL}); no scoring, no graph, nothing written.
 */
public record BareSearchSystem(String name, TurnLoader loader, MemoryStore store, EmbeddingProvider embeddings,
                               SeedMode mode) implements RecallSystem {

    public BareSearchSystem {
        if (mode == SeedMode.HYBRID) {
            throw new IllegalArgumentException("a bare search is vector or lexical");
        }
    }

    @Override
    public void load(String namespace, List<Turn> turns) {
        loader.ensureLoaded(namespace, turns);
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        float[] query = embeddings.embed(question);
        List<String> ids = store.read(tx -> mode == SeedMode.VECTOR
                ? tx.vectorSeed(namespace, null, null, query, k, at).stream().map(c -> c.memory().id()).toList()
                : tx.fullTextSeed(namespace, null, null, question, query, k, at).stream()
                        .map(c -> c.candidate().memory().id()).toList());
        return ids.stream().map(id -> loader.diaId(namespace, id)).toList();
    }

    @Override
    public void close() {
        // the application context that owns the store closes it
    }
}
