package io.mnemograph.pipeline;

import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.Via;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.Candidate;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.MemoryTransaction;
import io.mnemograph.store.Reinforcement;
import jakarta.inject.Singleton;

import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Recall (design §4): embed the query, seed from the vector index over the memories visible to the recall, score
 * each multiplicatively, keep those above the threshold, and in the same write transaction strengthen what it
 * returns. With {@code boost: false} the recall is read-only.
 */
@Singleton
public final class RecallPipeline {

    /** Candidates fetched from the vector index: {@code max(3 x limit, 15)} (design §4 step 2). */
    static int candidateCount(int limit) {
        return Math.max(3 * limit, 15);
    }

    private final EmbeddingProvider embeddings;
    private final MemoryStore store;
    private final Scorer scorer;
    private final ScoringSettings settings;
    private final Clock clock;

    public RecallPipeline(EmbeddingProvider embeddings, MemoryStore store, Scorer scorer, ScoringSettings settings,
                          Clock clock) {
        this.embeddings = embeddings;
        this.store = store;
        this.scorer = scorer;
        this.settings = settings;
        this.clock = clock;
    }

    public List<RecallHit> recall(RecallRequest request) {
        float[] query = embeddings.embed(request.query());
        Instant at = request.at() == null ? clock.instant() : request.at();
        if (!request.boost()) {
            return store.read(tx -> rank(tx, request, query, at));
        }
        return store.write(tx -> {
            List<RecallHit> hits = rank(tx, request, query, at);
            reinforce(tx, request, at, hits);
            return hits;
        });
    }

    private List<RecallHit> rank(MemoryTransaction tx, RecallRequest request, float[] query, Instant at) {
        List<Candidate> seeds = tx.vectorSeed(request.namespace(), request.project(), request.sessionId(), query,
                candidateCount(request.limit()), at);
        double threshold = request.threshold() == null ? settings.threshold() : request.threshold();
        boolean namesProject = request.project() != null;
        return seeds.stream()
                .map(c -> {
                    ScoreComponents components = scorer.score(c.memory(), c.similarity(),
                            ScoreComponents.DIRECT_ACTIVATION, c.turnsSinceActivation(), namesProject, at);
                    return new RecallHit(c.memory(), components.score(), components, Via.DIRECT, 0);
                })
                .filter(hit -> hit.score() > 0 && hit.score() >= threshold)
                .sorted(Comparator.comparingDouble(RecallHit::score).reversed()
                        .thenComparing(hit -> hit.memory().id()))
                .limit(request.limit())
                .toList();
    }

    private void reinforce(MemoryTransaction tx, RecallRequest request, Instant at, List<RecallHit> hits) {
        if (request.sessionId() != null) {
            tx.advanceTurn(request.namespace(), request.sessionId(), at);
        }
        if (hits.isEmpty()) {
            return;
        }
        List<Reinforcement> results = hits.stream()
                .map(hit -> new Reinforcement(hit.memory().id(), hit.via().name().toLowerCase()))
                .toList();
        var boosts = settings.boosts();
        tx.reinforce(request.namespace(), request.sessionId(), at, results, Map.of(
                "direct_boost", boosts.direct(),
                "associative_boost", boosts.associative(),
                "max_spaced_factor", boosts.maxSpacedFactor(),
                "spacing_days", boosts.spacingIntervalDays()));
    }
}
