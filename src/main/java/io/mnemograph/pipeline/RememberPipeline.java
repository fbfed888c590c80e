package io.mnemograph.pipeline;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.ImportanceLevels;
import io.mnemograph.core.ImportanceScorer;
import io.mnemograph.core.graph.Entity;
import io.mnemograph.core.graph.EntityExtractor;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.AssociationLink;
import io.mnemograph.store.Candidate;
import io.mnemograph.store.Contradiction;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.MemoryTransaction;
import jakarta.inject.Singleton;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * Remember: score importance, extract entities, embed, then in one write transaction find the nearest visible
 * memories, store the memory, link its entities, its semantic neighbours and the previous memory of its session,
 * link what it supersedes and record contradictions. Either all of it commits or none.
 */
@Singleton
public final class RememberPipeline {

    /** Visible neighbours examined for contradictions and semantic links. */
    static final int NEIGHBOUR_CANDIDATES = 10;

    private final EmbeddingProvider embeddings;
    private final MemoryStore store;
    private final Clock clock;
    private final ImportanceScorer importance = new ImportanceScorer(ImportanceLevels.defaults());
    private final EntityExtractor extractor = new EntityExtractor();
    private final ScoringSettings scoring;
    private final GraphSettings graph;

    public RememberPipeline(EmbeddingProvider embeddings, MemoryStore store, Clock clock, ScoringSettings scoring,
                            GraphSettings graph) {
        this.embeddings = embeddings;
        this.store = store;
        this.clock = clock;
        this.scoring = scoring;
        this.graph = graph;
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
        List<Entity> entities = entities(memory);
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
            String project = "project".equals(memory.scope()) ? memory.project() : null;
            List<Candidate> nearest = tx.vectorSeed(memory.namespace(), project, null, embedding,
                    NEIGHBOUR_CANDIDATES, visibleAt);
            List<Contradiction> contradictions = contradictions(nearest, memory);
            String id = UUID.randomUUID().toString();
            tx.create(id, memory, importanceValue, embedding, now, idempotencyKey);
            tx.linkEntities(memory.namespace(), id, entities, now);
            tx.linkAssociations(memory.namespace(), id, associations(tx, id, memory, nearest), now);
            if (memory.supersedes() != null) {
                tx.supersede(memory.namespace(), id, memory.supersedes(), scoring.supersededWeight());
            }
            if (!contradictions.isEmpty()) {
                tx.recordConflicts(memory.namespace(), id, contradictions);
            }
            return new Remembered(id, importanceValue, contradictions, false);
        });
    }

    private List<Entity> entities(NewMemory memory) {
        Map<String, Entity> byKey = new LinkedHashMap<>();
        for (String name : memory.entities()) {
            Entity entity = Entity.fromClient(name);
            byKey.putIfAbsent(entity.key(), entity);
        }
        for (Entity entity : extractor.extract(memory.content())) {
            byKey.putIfAbsent(entity.key(), entity);
        }
        return List.copyOf(byKey.values());
    }

    /**
     * Semantic links to the nearest visible memories at or above the floor, weighted as Cognitive Memory does, and
     * the temporal link to the previous memory of the same session.
     */
    private List<AssociationLink> associations(MemoryTransaction tx, String id, NewMemory memory,
                                               List<Candidate> nearest) {
        List<AssociationLink> links = new ArrayList<>();
        nearest.stream()
                .filter(c -> c.similarity() >= graph.semanticFloor())
                .limit(graph.semanticMaxLinks())
                .forEach(c -> links.add(new AssociationLink(c.memory().id(), graph.semanticWeight(c.similarity()),
                        "semantic")));
        if (memory.sessionId() != null) {
            tx.previousInSession(memory.namespace(), memory.sessionId(), id)
                    .ifPresent(previous -> links.add(new AssociationLink(previous, graph.temporalWeight(), "temporal")));
        }
        return links;
    }

    private List<Contradiction> contradictions(List<Candidate> nearest, NewMemory memory) {
        return nearest.stream()
                .filter(c -> c.similarity() > scoring.contradictionSimilarity())
                .filter(c -> !Objects.equals(c.memory().id(), memory.supersedes()))
                .map(c -> new Contradiction(c.memory().id(), c.memory().content(), c.similarity()))
                .toList();
    }
}
