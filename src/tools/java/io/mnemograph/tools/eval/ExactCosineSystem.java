package io.mnemograph.tools.eval;

import io.mnemograph.core.Cosine;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.Neo4jConnection;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The exact flat baseline: every memory of the namespace ranked by the exact cosine of its stored embedding to the
 * query's, no index, no scoring, no graph. The embeddings are the ones the remember pipeline stored (read back with
 * {@code cypher/tools/eval/namespace-vectors.cypher}, as {@link PeerRecallSystem} does), so the baseline and the
 * pipeline rank the same vectors; the bare {@code vector} configuration ranks them through the approximate HNSW index.
 * Like every other system it sees a memory only from its {@link EvalMemory#occurredAt()} on (stored as of then).
 * Ties go to the lower benchmark key.
 *
 * <p>Another model's cosine (an embedding channel's, {@link ChannelBaselines}) ranks vectors that model makes of the
 * stored contents, the texts the remember pipeline embeds ({@link StoredVectors#embeddedBy}). The last question's
 * vector is kept, so that the fusions built on this system ({@link RankFusionSystem}) embed it once.
 */
public final class ExactCosineSystem implements RecallSystem {

    private final String name;
    private final MemoryLoader loader;
    private final Function<String, List<StoredVectors.Row>> vectors;
    private final EmbeddingProvider embeddings;
    private final Map<String, List<Stored>> byNamespace = new HashMap<>();
    private String lastQuestion;
    private float[] lastQuery;

    /** One stored memory: its benchmark key, since when it is visible, and its embedding. */
    private record Stored(String key, Instant from, float[] embedding) {}

    public ExactCosineSystem(
            String name, MemoryLoader loader, Neo4jConnection connection, EmbeddingProvider embeddings) {
        this(name, loader, new StoredVectors(connection)::of, embeddings);
    }

    /** Ranks the rows {@code vectors} gives for a namespace by their cosine to the query {@code embeddings} makes. */
    public ExactCosineSystem(
            String name,
            MemoryLoader loader,
            Function<String, List<StoredVectors.Row>> vectors,
            EmbeddingProvider embeddings) {
        this.name = name;
        this.loader = loader;
        this.vectors = vectors;
        this.embeddings = embeddings;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public synchronized void load(String namespace, List<EvalMemory> memories) {
        loader.ensureLoaded(namespace, memories);
        if (byNamespace.containsKey(namespace)) {
            return;
        }
        Map<String, Instant> from = new HashMap<>();
        memories.forEach(m -> from.put(m.key(), m.occurredAt()));
        List<Stored> stored = new ArrayList<>();
        for (StoredVectors.Row row : vectors.apply(namespace)) {
            String key = loader.key(namespace, row.id());
            stored.add(new Stored(key, from.get(key), row.embedding()));
        }
        byNamespace.put(namespace, stored);
    }

    @Override
    public synchronized List<String> recall(String namespace, String question, Instant at, int k) {
        List<Stored> stored = byNamespace.get(namespace);
        if (stored == null) {
            throw new IllegalStateException("namespace " + namespace + " was not loaded");
        }
        if (!question.equals(lastQuestion)) {
            lastQuery = embeddings.embed(question);
            lastQuestion = question;
        }
        float[] query = lastQuery;
        Map<String, Double> cosine = new HashMap<>();
        stored.stream()
                .filter(s -> !s.from().isAfter(at))
                .forEach(s -> cosine.put(s.key(), Cosine.similarity(query, s.embedding())));
        return cosine.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry::getKey))
                .limit(k)
                .map(Map.Entry::getKey)
                .toList();
    }

    @Override
    public void close() {
        // the application context that owns the database closes it
    }
}
