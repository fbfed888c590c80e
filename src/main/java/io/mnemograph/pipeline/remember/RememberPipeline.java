package io.mnemograph.pipeline.remember;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.Deadline;
import io.mnemograph.core.ImportanceScorer;
import io.mnemograph.core.graph.Entity;
import io.mnemograph.core.graph.EntityExtractor;
import io.mnemograph.core.graph.SemanticLinkWeight;
import io.mnemograph.core.graph.UpdateRule;
import io.mnemograph.model.Contradiction;
import io.mnemograph.model.NewMemory;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.pipeline.metrics.ServiceMetrics;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.MemoryTransaction;
import io.mnemograph.store.memory.AssociationLink;
import io.mnemograph.store.memory.ChannelVector;
import io.mnemograph.store.memory.IdempotencyKey;
import io.mnemograph.store.memory.MemoryRef;
import io.mnemograph.store.memory.MemoryToStore;
import io.mnemograph.store.memory.Neighbour;
import io.mnemograph.store.memory.NeighbourQuery;
import io.mnemograph.store.memory.NewEdges;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Remember: score importance, extract entities, embed, then in one write transaction find the nearest visible
 * memories, store the memory, link its entities, its semantic neighbours and the memory it follows in time
 * ({@link TemporalPredecessors}), link what it supersedes and record contradictions. Either all of it commits or none.
 *
 * <p>A batch runs the same steps for all its memories at once, two to five statements per batch instead of about
 * five per memory, and behaves as if its memories were remembered one at a time, in order: a later memory of the batch
 * sees the earlier ones as neighbours ({@link BatchNeighbours}), as the memory it follows in time, and as the
 * first memory stored under an idempotency key it repeats.
 *
 * <p>A remember keeps its {@link Deadline} ({@code mnemograph.timeouts.request-seconds} unless the caller gives one):
 * the texts are embedded in chunks checked against it ({@link BatchEmbedding}), the transaction's timeout is at most
 * the time left, and the commit is the last step; a remember past its deadline is rolled back whole and fails with
 * {@link io.mnemograph.core.DeadlinePassed}, so a client is never left without an answer to a write that committed.
 */
@Singleton
public final class RememberPipeline {

    /** Visible neighbours examined for contradictions and semantic links, per scope (global, project). */
    static final int NEIGHBOUR_CANDIDATES = 10;

    private final BatchEmbedding embeddings;
    private final TimeoutSettings timeouts;
    private final MemoryStore store;
    private final Clock clock;
    private final ImportanceScorer importance;
    private final EntityExtractor extractor = new EntityExtractor();
    private final UpdateRule updates;
    private final ScoringSettings scoring;
    private final GraphSettings graph;
    private final ServiceMetrics metrics;

    public RememberPipeline(
            BatchEmbedding embeddings,
            TimeoutSettings timeouts,
            MemoryStore store,
            Clock clock,
            ScoringSettings scoring,
            GraphSettings graph,
            ServiceMetrics metrics) {
        this.embeddings = embeddings;
        this.timeouts = timeouts;
        this.store = store;
        this.clock = clock;
        this.scoring = scoring;
        this.graph = graph;
        this.metrics = metrics;
        this.importance = new ImportanceScorer(scoring.importanceLevels());
        this.updates = graph.updates();
    }

    /**
     * Remembers {@code memory}; with an idempotency key, a repeat of an earlier remember returns the memory stored
     * then, unchanged, marked {@code replayed}.
     *
     * @throws UnknownMemory when {@code supersedes} names no memory of the namespace
     * @throws IdempotencyKeyReused when the key was used before with other content
     */
    public Remembered remember(NewMemory memory) {
        return rememberAll(List.of(memory)).getFirst();
    }

    /**
     * Remembers every memory, in order, in one transaction, within {@code request-seconds} from now
     * ({@link #rememberAll(List, Deadline)}).
     */
    public List<Remembered> rememberAll(List<NewMemory> memories) {
        return rememberAll(memories, Deadline.after(timeouts.request()));
    }

    /**
     * Remembers every memory, in order, in one transaction: all are stored or none. Texts are embedded in chunks
     * ({@link BatchEmbedding}); each later memory sees the earlier ones of the batch (neighbours, contradictions,
     * session links, idempotency keys), as if they had been remembered one at a time.
     *
     * @throws UnknownMemory when a {@code supersedes} names no memory of the namespace ({@code position} says which)
     * @throws IdempotencyKeyReused when a key repeats one used before (or earlier in the batch) with other content
     * @throws io.mnemograph.pipeline.recall.Overloaded when the namespace has its most batches embedding already
     * @throws io.mnemograph.core.DeadlinePassed when {@code deadline} passes before the commit (nothing is stored)
     */
    public List<Remembered> rememberAll(List<NewMemory> memories, Deadline deadline) {
        BatchEmbedding.Embedded vectors = embeddings.embed(
                memories.isEmpty() ? "" : memories.getFirst().namespace(),
                memories.stream().map(NewMemory::content).toList(),
                deadline);
        Instant now = clock.instant();
        List<Pending> batch = new ArrayList<>(memories.size());
        for (int i = 0; i < memories.size(); i++) {
            NewMemory memory = memories.get(i);
            double importanceValue = memory.importance() != null
                    ? memory.importance()
                    : importance.score(memory.content()).value();
            batch.add(Pending.of(
                    i,
                    memory,
                    importanceValue,
                    entities(memory),
                    vectors.primary().get(i),
                    now));
        }
        List<Remembered> results = store.write(tx -> rememberIn(tx, batch, vectors, now, deadline), deadline);
        metrics.remembered(results.stream().filter(r -> !r.replayed()).count());
        return results;
    }

    /**
     * The batch in one transaction: idempotency keys and supersedes targets looked up, neighbours found, then the
     * namespaces' write locks taken, sessions and timelines advanced, and the memories created with all their edges
     * in one statement. Runs again whole if the driver retries. The deadline is checked before each memory's edges:
     * their contradiction rule is CPU work that no Neo4j timeout interrupts.
     */
    private List<Remembered> rememberIn(
            MemoryTransaction tx,
            List<Pending> batch,
            BatchEmbedding.Embedded vectors,
            Instant now,
            Deadline deadline) {
        Remembered[] results = new Remembered[batch.size()];
        List<Pending> pending = newMemories(tx, batch, results);
        requireSuperseded(tx, pending);
        if (pending.isEmpty()) {
            return Arrays.asList(results);
        }
        Map<Integer, List<Neighbour>> stored = tx.neighbours(
                pending.stream()
                        .map(p -> new NeighbourQuery(
                                p.position(), p.memory().namespace(), p.recallProject(), p.createdAt(), p.embedding()))
                        .toList(),
                NEIGHBOUR_CANDIDATES);
        // the first write: every namespace of the batch locked at once, in name order, before the sessions,
        // timelines and memories that the statements below change; the reads above run before it
        tx.lockToChangeContent(pending.stream().map(p -> p.memory().namespace()).toList());
        Map<Integer, String> predecessors = TemporalPredecessors.of(tx, pending, now, graph.sessionlessWindow());
        BatchNeighbours nearest = new BatchNeighbours(pending, NEIGHBOUR_CANDIDATES);
        List<MemoryToStore> memories = new ArrayList<>(pending.size());
        for (int i = 0; i < pending.size(); i++) {
            deadline.check("finding the batch's associations and contradictions");
            Pending p = pending.get(i);
            List<Neighbour> neighbours = nearest.of(i, stored.getOrDefault(p.position(), List.of()));
            List<Contradiction> contradictions = contradictions(neighbours, p.memory());
            NewEdges edges = new NewEdges(
                    associations(neighbours, predecessors.get(p.position())),
                    contradictions,
                    p.memory().supersedes());
            memories.add(new MemoryToStore(
                    p.id(),
                    p.memory(),
                    p.importance(),
                    p.embedding(),
                    p.entities(),
                    edges,
                    p.createdAt(),
                    p.expiresAt()));
            results[p.position()] = new Remembered(p.id(), p.importance(), contradictions, false);
        }
        tx.create(memories, scoring.supersededWeight(), now);
        vectors.further()
                .forEach((channel, channelVectors) -> tx.writeChannelVectors(
                        channel,
                        pending.stream()
                                .map(p -> new ChannelVector(
                                        p.id(), p.memory().namespace(), channelVectors.get(p.position())))
                                .toList()));
        return Arrays.asList(results);
    }

    /**
     * The memories of the batch to store, in order, each given its id; a memory whose idempotency key was stored
     * before, or earlier in the batch, is answered in {@code results} as a replay of that memory instead.
     */
    private List<Pending> newMemories(MemoryTransaction tx, List<Pending> batch, Remembered[] results) {
        Set<IdempotencyKey> keys = new LinkedHashSet<>();
        batch.stream().map(Pending::key).filter(Objects::nonNull).forEach(keys::add);
        Map<IdempotencyKey, StoredMemory> earlier = keys.isEmpty() ? Map.of() : tx.byIdempotencyKeys(keys);
        Map<IdempotencyKey, Pending> firstInBatch = new HashMap<>();
        List<Pending> pending = new ArrayList<>(batch.size());
        for (Pending p : batch) {
            IdempotencyKey key = p.key();
            if (key != null && earlier.containsKey(key)) {
                StoredMemory stored = earlier.get(key);
                requireSameContent(stored.content(), stored.id(), p);
                results[p.position()] = new Remembered(stored.id(), stored.importance(), List.of(), true);
                continue;
            }
            if (key != null && firstInBatch.containsKey(key)) {
                Pending first = firstInBatch.get(key);
                requireSameContent(first.memory().content(), first.id(), p);
                results[p.position()] = new Remembered(first.id(), first.importance(), List.of(), true);
                continue;
            }
            if (key != null) {
                firstInBatch.put(key, p);
            }
            pending.add(p);
        }
        return pending;
    }

    /** A repeated idempotency key is a replay only of the same content; else {@link IdempotencyKeyReused}. */
    private static void requireSameContent(String firstContent, String firstId, Pending repeat) {
        if (!firstContent.equals(repeat.memory().content())) {
            throw new IdempotencyKeyReused(firstId, repeat.position());
        }
    }

    /** Throws {@link UnknownMemory} for the first memory whose {@code supersedes} names no memory of its namespace. */
    private static void requireSuperseded(MemoryTransaction tx, List<Pending> pending) {
        List<MemoryRef> targets = pending.stream()
                .filter(p -> p.memory().supersedes() != null)
                .map(p -> new MemoryRef(p.memory().namespace(), p.memory().supersedes()))
                .toList();
        if (targets.isEmpty()) {
            return;
        }
        Set<MemoryRef> existing = tx.existing(targets);
        for (Pending p : pending) {
            NewMemory memory = p.memory();
            if (memory.supersedes() != null
                    && !existing.contains(new MemoryRef(memory.namespace(), memory.supersedes()))) {
                throw new UnknownMemory("supersedes", memory.supersedes(), memory.namespace(), p.position());
            }
        }
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
     * the temporal link to the memory it follows in time ({@code previous}, or null). One link per target:
     * when a target qualifies twice, the stronger link wins (the first on a tie).
     */
    private List<AssociationLink> associations(List<Neighbour> nearest, String previous) {
        Map<String, AssociationLink> byTarget = new LinkedHashMap<>();
        SemanticLinkWeight semantic = graph.semanticLinks();
        nearest.stream()
                .filter(n -> semantic.links(n.similarity()))
                .limit(graph.semanticMaxLinks())
                .forEach(n -> byTarget.putIfAbsent(
                        n.id(), new AssociationLink(n.id(), semantic.weight(n.similarity()), "semantic")));
        if (previous != null) {
            AssociationLink temporal = new AssociationLink(previous, graph.temporalWeight(), "temporal");
            byTarget.merge(previous, temporal, (first, second) -> second.weight() > first.weight() ? second : first);
        }
        return List.copyOf(byTarget.values());
    }

    /**
     * The neighbours the new memory contradicts: those whose attribute it gives another value, or says changed, or
     * whose named thing it says was replaced ({@link UpdateRule}); closeness in meaning alone is not enough.
     */
    private List<Contradiction> contradictions(List<Neighbour> nearest, NewMemory memory) {
        return nearest.stream()
                .filter(n -> updates.updates(memory.content(), n.content(), n.similarity()))
                .filter(n -> !Objects.equals(n.id(), memory.supersedes()))
                .map(n -> new Contradiction(n.id(), n.content(), n.similarity()))
                .toList();
    }
}
