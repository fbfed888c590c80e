package io.mnemograph.pipeline;

import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.ImportanceLevels;
import io.mnemograph.core.ImportanceScorer;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.Candidate;
import io.mnemograph.store.Contradiction;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.MemoryTransaction;
import jakarta.inject.Singleton;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Remember: score importance, embed, then in one write transaction find contradictions among the visible memories,
 * store the memory, link what it supersedes and record the conflicts. Either all of it commits or none.
 */
@Singleton
public final class RememberPipeline {

    /** Visible neighbours examined for contradictions. */
    static final int CONTRADICTION_CANDIDATES = 10;

    private final EmbeddingProvider embeddings;
    private final MemoryStore store;
    private final Clock clock;
    private final ImportanceScorer importance = new ImportanceScorer(ImportanceLevels.defaults());
    private final ScoringSettings scoring;

    public RememberPipeline(EmbeddingProvider embeddings, MemoryStore store, Clock clock, ScoringSettings scoring) {
        this.embeddings = embeddings;
        this.store = store;
        this.clock = clock;
        this.scoring = scoring;
    }

    public Remembered remember(NewMemory memory) {
        return remember(memory, null);
    }

    /**
     * Remembers {@code memory}; with an idempotency key, a repeat of an earlier remember returns the memory stored
     * then, unchanged, marked {@code replayed}.
     *
     * @throws UnknownMemory when {@code supersedes} names no memory of the namespace
     */
    public Remembered remember(NewMemory memory, String idempotencyKey) {
        double importanceValue = memory.importance() != null ? memory.importance()
                : importance.score(memory.content()).value();
        float[] embedding = embeddings.embed(memory.content());
        Instant now = clock.instant();
        return store.write(tx -> {
            if (idempotencyKey != null) {
                var earlier = tx.byIdempotencyKey(memory.namespace(), idempotencyKey);
                if (earlier.isPresent()) {
                    return new Remembered(earlier.get().id(), earlier.get().importance(), List.of(), true);
                }
            }
            if (memory.supersedes() != null && tx.get(memory.namespace(), memory.supersedes()).isEmpty()) {
                throw new UnknownMemory("supersedes", memory.supersedes(), memory.namespace());
            }
            Instant visibleAt = memory.occurredAt() == null ? now : memory.occurredAt();
            List<Contradiction> contradictions = contradictions(tx, memory, embedding, visibleAt);
            String id = UUID.randomUUID().toString();
            tx.create(id, memory, importanceValue, embedding, now, idempotencyKey);
            if (memory.supersedes() != null) {
                tx.supersede(memory.namespace(), id, memory.supersedes(), scoring.supersededWeight());
            }
            if (!contradictions.isEmpty()) {
                tx.recordConflicts(memory.namespace(), id, contradictions);
            }
            return new Remembered(id, importanceValue, contradictions, false);
        });
    }

    private List<Contradiction> contradictions(MemoryTransaction tx, NewMemory memory, float[] embedding,
                                               Instant at) {
        String project = "project".equals(memory.scope()) ? memory.project() : null;
        List<Candidate> nearest = tx.vectorSeed(memory.namespace(), project, null, embedding,
                CONTRADICTION_CANDIDATES, at);
        return nearest.stream()
                .filter(c -> c.similarity() > scoring.contradictionSimilarity())
                .filter(c -> !Objects.equals(c.memory().id(), memory.supersedes()))
                .map(c -> new Contradiction(c.memory().id(), c.memory().content(), c.similarity()))
                .toList();
    }
}
