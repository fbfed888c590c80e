package io.mnemograph.tools.eval;

import io.mnemograph.core.QueryTerms;
import io.mnemograph.core.SeedMode;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.model.RecallFilter;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.MemoryTransaction;
import io.mnemograph.store.recall.VectorSeedQuery;
import java.time.Instant;
import java.util.List;

/**
 * A flat baseline on the same Neo4j, the same memories and the same embedding model: the bare vector
 * {@code SEARCH} ranked by cosine ({@link SeedMode#VECTOR}), the bare BM25 full-text query ranked by BM25
 * ({@link SeedMode#LEXICAL}), or both fused by reciprocal rank ({@link SeedMode#HYBRID}); no scoring, no graph,
 * nothing written.
 *
 * <p>Reciprocal rank fusion as {@link RankFusionSystem}'s, over the top {@value #FUSION_DEPTH} of each list.
 */
public record BareSearchSystem(
        String name, MemoryLoader loader, MemoryStore store, EmbeddingProvider embeddings, SeedMode mode)
        implements RecallSystem {

    /** How deep each list is read for the fusion. */
    static final int FUSION_DEPTH = RankFusionSystem.FUSION_DEPTH;

    @Override
    public void load(String namespace, List<EvalMemory> memories) {
        loader.ensureLoaded(namespace, memories);
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        float[] query = mode == SeedMode.LEXICAL ? null : embeddings.embed(question);
        List<String> ids = store.read(tx -> switch (mode) {
            case VECTOR -> vector(tx, namespace, query, k, at);
            case LEXICAL -> lexical(tx, namespace, question, k, at);
            case HYBRID ->
                fuse(
                        vector(tx, namespace, query, FUSION_DEPTH, at),
                        lexical(tx, namespace, question, FUSION_DEPTH, at),
                        k);
        });
        return ids.stream().map(id -> loader.key(namespace, id)).toList();
    }

    private static List<String> vector(MemoryTransaction tx, String namespace, float[] query, int k, Instant at) {
        return tx.recall().vectorSeed(VectorSeedQuery.nearest(namespace, null, null, query, k, at)).nearest().stream()
                .map(c -> c.memory().id())
                .toList();
    }

    private static List<String> lexical(MemoryTransaction tx, String namespace, String question, int k, Instant at) {
        return tx
                .recall()
                .fullTextSeed(namespace, null, null, QueryTerms.of(question), k, at, false, RecallFilter.NONE)
                .candidates()
                .stream()
                .map(c -> c.memory().id())
                .toList();
    }

    static List<String> fuse(List<String> first, List<String> second, int k) {
        return RankFusionSystem.fuse(List.of(first, second), k);
    }

    @Override
    public void close() {
        // the application context that owns the store closes it
    }
}
