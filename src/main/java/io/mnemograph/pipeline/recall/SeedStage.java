package io.mnemograph.pipeline.recall;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.graph.Association;
import io.mnemograph.core.graph.ContextualRelevance;
import io.mnemograph.core.graph.NamedEntityBoost;
import io.mnemograph.core.scoring.ChannelFusion;
import io.mnemograph.core.scoring.SeedEvidence;
import io.mnemograph.core.scoring.SeedRelevance;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.store.MemoryTransaction;
import io.mnemograph.store.recall.Candidate;
import io.mnemograph.store.recall.ChannelProbe;
import io.mnemograph.store.recall.ChannelSeeds;
import io.mnemograph.store.recall.LexicalSeed;
import io.mnemograph.store.recall.Similarity;
import io.mnemograph.store.recall.VectorSeed;
import io.mnemograph.store.recall.VectorSeedQuery;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Recall's first stage: the candidates of the lexical and the vector seed, each with its relevance to the query
 * ({@link SeedRelevance}), raised by its context and by the entities the query names when the recall spreads.
 */
final class SeedStage {

    private final ScoringSettings settings;
    private final GraphSettings graph;
    private final ChannelFusion fusion;

    SeedStage(ScoringSettings settings, GraphSettings graph, ChannelFusion fusion) {
        this.settings = settings;
        this.graph = graph;
        this.fusion = fusion;
    }

    /**
     * The seeds, each with its relevance to the query (see {@link SeedMode}), and when the recall spreads, the
     * namespace's highest importance (bounds what spreading reaches).
     */
    record Seeding(Candidates seeds, OptionalDouble maxImportance) {}

    /**
     * Seeds: the lexical half runs first, while the query is still being embedded; then the vector half, which also
     * reads the lexical seeds' cosine and, when the recall spreads, the links among the candidates and the highest
     * importance, in the same statement. Both halves also search cold storage (unless {@code cold-seed-factor} is
     * 0), and a cold candidate keeps {@code cold-seed-factor} of its relevance: cold is slower to reach, not hidden.
     * When the recall spreads, candidates that mention an entity the query names have their relevance raised
     * ({@link NamedEntityBoost}). The recall's {@link RecallOptions} may turn off the lexical half, the length prior,
     * contextual relevance, that boost and edge kinds. With further embedding channels, each channel's seed runs before the vector
     * half, whose statement then reads its memories like the lexical seeds', and every candidate's similarity is the
     * fusion of its cosines in the channels that hold a vector of it ({@link ChannelFusion}).
     */
    Seeding seeds(MemoryTransaction tx, Recall recall, QueryEmbedding query) {
        RecallRequest request = recall.request();
        RecallOptions options = recall.options();
        SeedMode mode = options.seeds();
        int candidates = options.candidates();
        LexicalSeed lexical = mode == SeedMode.VECTOR
                ? LexicalSeed.NONE
                : tx.recall()
                        .fullTextSeed(
                                request.namespace(),
                                request.project(),
                                request.sessionId(),
                                recall.query().words(),
                                candidates,
                                recall.at(),
                                options.cold(),
                                request.filter());
        List<Candidate> matches = lexical.candidates();
        List<ChannelProbe> probes = mode == SeedMode.LEXICAL ? List.of() : query.awaitFurther();
        VectorSeedQuery asked = new VectorSeedQuery(
                request.namespace(),
                request.project(),
                request.sessionId(),
                query.await(),
                candidates,
                recall.at(),
                mode != SeedMode.LEXICAL,
                options.cold(),
                matches.stream().map(m -> m.memory().id()).toList(),
                options.spreads(),
                options.boostsNamed() ? recall.query().entityKeys() : List.of(),
                request.filter(),
                probes);
        Map<String, ChannelSeeds.Found> byChannels = new LinkedHashMap<>();
        for (ChannelProbe probe : probes) {
            tx.recall()
                    .channelSeed(probe, asked)
                    .forEach(f -> byChannels.putIfAbsent(f.memory().id(), f));
        }
        List<String> others = new ArrayList<>(asked.lexicalIds());
        byChannels.keySet().stream().filter(id -> !others.contains(id)).forEach(others::add);
        VectorSeed vectorSeed = tx.recall().vectorSeed(withOthers(asked, others));
        Map<String, Candidate> byId = new LinkedHashMap<>();
        vectorSeed.nearest().forEach(c -> byId.put(c.memory().id(), c));
        for (Candidate match : matches) {
            Similarity similarity =
                    vectorSeed.lexicalSimilarity().get(match.memory().id());
            if (similarity == null) {
                continue; // deleted by another transaction since the lexical seed read it
            }
            byId.compute(
                    match.memory().id(),
                    (id, nearest) -> nearest == null
                            ? match.withSimilarity(similarity.primary(), similarity.channels())
                            : nearest.withBm25(match.bm25()));
        }
        byChannels.forEach((id, found) -> {
            Similarity similarity = vectorSeed.lexicalSimilarity().get(id);
            if (similarity != null) {
                byId.putIfAbsent(
                        id,
                        new Candidate(
                                found.memory(),
                                similarity.primary(),
                                found.turnsSinceActivation(),
                                similarity.channels(),
                                null));
            }
        });
        if (!probes.isEmpty()) {
            fuse(byId);
        }
        Map<String, Double> relevance = new SeedRelevance(
                        mode,
                        settings.lexicalWeight(),
                        options.coldFactor(),
                        options.lengthPrior(),
                        settings.lexicalEvidenceFloor())
                .of(
                        byId.values().stream()
                                .map(c -> new SeedEvidence(
                                        c.memory().id(),
                                        c.memory().content(),
                                        c.similarity(),
                                        c.bm25(),
                                        c.memory().isCold()))
                                .toList(),
                        lexical.attainable());
        Map<String, Double> contextual = options.contextual()
                ? inContext(
                        relevance,
                        vectorSeed.links().stream()
                                .filter(link -> options.edges().follows(link.kind()))
                                .toList())
                : relevance;
        Map<String, Double> named =
                options.boostsNamed() ? graph.namedEntities().apply(contextual, vectorSeed.naming()) : contextual;
        Candidates seeds = Candidates.of(List.copyOf(byId.values()))
                .map(c -> c.withRelevance(named.get(c.memory().id())));
        return new Seeding(seeds, vectorSeed.maxImportance());
    }

    /** The lexical seeds' and the further channels' memories, whose similarity the vector seed reads. */
    private static VectorSeedQuery withOthers(VectorSeedQuery q, List<String> others) {
        return new VectorSeedQuery(
                q.namespace(),
                q.project(),
                q.sessionId(),
                q.embedding(),
                q.candidates(),
                q.at(),
                q.search(),
                q.cold(),
                others,
                q.spreads(),
                q.namedEntities(),
                q.filter(),
                q.channels());
    }

    /** The candidates with their channels' similarities fused, each channel's cosine kept by name for explanations. */
    private void fuse(Map<String, Candidate> byId) {
        Map<String, Double> primary = new LinkedHashMap<>();
        Map<String, Map<String, Double>> further = new HashMap<>();
        byId.forEach((id, c) -> {
            primary.put(id, c.similarity());
            further.put(id, c.channels());
        });
        Map<String, Double> fused = fusion.of(primary, further);
        byId.replaceAll((id, c) -> {
            Map<String, Double> channels = new LinkedHashMap<>();
            channels.put(EmbeddingChannel.PRIMARY, c.similarity());
            channels.putAll(c.channels());
            return c.withSimilarity(fused.get(id), channels);
        });
    }

    /**
     * Contextual relevance of the candidates (a graph step, so only when the recall spreads): each takes
     * {@code context-weight} of its relevance from its best-associated candidate ({@link ContextualRelevance}).
     * Negative cosines (vector seeds) count as 0, as they do in the score.
     */
    private Map<String, Double> inContext(Map<String, Double> relevance, List<Association> links) {
        Map<String, Double> clamped = new LinkedHashMap<>();
        relevance.forEach((id, r) -> clamped.put(id, Math.max(0, r)));
        return graph.contextualRelevance().apply(clamped, links);
    }
}
