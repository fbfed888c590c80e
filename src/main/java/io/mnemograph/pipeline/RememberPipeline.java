package io.mnemograph.pipeline;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
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

    /** Texts sent to the embedding model in one call. */
    static final int EMBEDDING_BATCH = 64;

    private final EmbeddingProvider embeddings;
    private final MemoryStore store;
    private final Clock clock;
    private final ImportanceScorer importance;
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
        this.importance = new ImportanceScorer(scoring.importanceLevels());
    }

    /**
     * Remembers {@code memory}; with an idempotency key, a repeat of an earlier remember returns the memory stored
     * then, unchanged, marked {@code replayed}.
     *
     * @throws UnknownMemory when {@code supersedes} names no memory of the namespace
     */
    public Remembered remember(NewMemory memory) {
        return rememberAll(List.of(memory)).getFirst();
    }

    /**
     * Remembers every memory, in order, in one transaction: all are stored or none. Texts are embedded in batches
     * of {@link #EMBEDDING_BATCH}; each later memory sees the earlier ones of the batch (session links).
     *
     * @throws UnknownMemory when a {@code supersedes} names no memory of the namespace ({@code position} says which)
     */
    public List<Remembered> rememberAll(List<NewMemory> memories) {
        List<float[]> vectors = new ArrayList<>(memories.size());
        for (int from = 0; from < memories.size(); from += EMBEDDING_BATCH) {
            List<NewMemory> chunk = memories.subList(from, Math.min(memories.size(), from + EMBEDDING_BATCH));
            vectors.addAll(embeddings.embedAll(chunk.stream().map(NewMemory::content).toList()));
        }
        List<Prepared> prepared = new ArrayList<>(memories.size());
        for (int i = 0; i < memories.size(); i++) {
            NewMemory memory = memories.get(i);
            double importanceValue = memory.importance() != null ? memory.importance()
                    : importance.score(memory.content()).value();
            prepared.add(new Prepared(i, memory, importanceValue, entities(memory), vectors.get(i)));
        }
        Instant now = clock.instant();
        return store.write(tx -> prepared.stream().map(p -> rememberIn(tx, p, now)).toList());
    }

    /** A memory ready to store: validated, importance scored, entities extracted, embedded. */
    private record Prepared(int position, NewMemory memory, double importance, List<Entity> entities,
                            float[] embedding) {
    }

    private Remembered rememberIn(MemoryTransaction tx, Prepared p, Instant now) {
        NewMemory memory = p.memory();
        if (memory.idempotencyKey() != null) {
            var earlier = tx.byIdempotencyKey(memory.namespace(), memory.idempotencyKey());
            if (earlier.isPresent()) {
                return new Remembered(earlier.get().id(), earlier.get().importance(), List.of(), true);
            }
        }
        if (memory.supersedes() != null && tx.get(memory.namespace(), memory.supersedes()).isEmpty()) {
            throw new UnknownMemory("supersedes", memory.supersedes(), memory.namespace(), p.position());
        }
        Instant visibleAt = memory.occurredAt() == null ? now : memory.occurredAt();
        String project = "project".equals(memory.scope()) ? memory.project() : null;
        List<Candidate> nearest = tx.vectorSeed(memory.namespace(), project, null, p.embedding(),
                NEIGHBOUR_CANDIDATES, visibleAt);
        List<Contradiction> contradictions = contradictions(nearest, memory);
        String id = UUID.randomUUID().toString();
        tx.create(id, memory, p.importance(), p.embedding(), now);
        tx.linkEntities(memory.namespace(), id, p.entities(), now);
        tx.linkAssociations(memory.namespace(), id, associations(tx, id, memory, nearest), now);
        if (memory.supersedes() != null) {
            tx.supersede(memory.namespace(), id, memory.supersedes(), scoring.supersededWeight());
        }
        if (!contradictions.isEmpty()) {
            tx.recordConflicts(memory.namespace(), id, contradictions);
        }
        return new Remembered(id, p.importance(), contradictions, false);
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
