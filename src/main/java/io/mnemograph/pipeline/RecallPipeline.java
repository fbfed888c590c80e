package io.mnemograph.pipeline;

import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.Candidate;
import io.mnemograph.store.MemoryStore;
import jakarta.inject.Singleton;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** Recall: embed the query, seed from the vector index, score, rank, keep the top {@code limit}. */
@Singleton
public final class RecallPipeline {

    /** Candidates fetched from the vector index: {@code max(3 x limit, 15)} (design §4 step 2). */
    static int candidateCount(int limit) {
        return Math.max(3 * limit, 15);
    }

    private final EmbeddingProvider embeddings;
    private final MemoryStore store;

    public RecallPipeline(EmbeddingProvider embeddings, MemoryStore store) {
        this.embeddings = embeddings;
        this.store = store;
    }

    public List<RecallHit> recall(RecallRequest request) {
        float[] query = embeddings.embed(request.query());
        List<Candidate> candidates = store.vectorSeed(request.namespace(), query, candidateCount(request.limit()));
        return candidates.stream()
                .map(c -> new RecallHit(c.memory(), c.similarity(), Map.of("similarity", c.similarity())))
                .sorted(Comparator.comparingDouble(RecallHit::score).reversed())
                .limit(request.limit())
                .toList();
    }
}
