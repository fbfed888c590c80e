package io.mnemograph.eval;

import io.mnemograph.store.MemoryStore;

import java.time.Instant;
import java.util.List;

/** The BM25 baseline: Neo4j's full-text index over the same memories, nothing else. */
public final class FullTextRecallSystem implements RecallSystem {

    private final TurnLoader loader;
    private final MemoryStore store;

    public FullTextRecallSystem(TurnLoader loader, MemoryStore store) {
        this.loader = loader;
        this.store = store;
    }

    @Override
    public String name() {
        return "bm25";
    }

    @Override
    public void load(String namespace, List<Turn> turns) {
        loader.ensureLoaded(namespace, turns);
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        return store.read(tx -> tx.fullText(namespace, question, k)).stream()
                .map(id -> loader.diaId(namespace, id)).toList();
    }

    @Override
    public void close() {
        // the application context that owns the store closes it
    }
}
