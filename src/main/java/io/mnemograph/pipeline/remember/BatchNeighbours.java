package io.mnemograph.pipeline.remember;

import io.mnemograph.core.Cosine;
import io.mnemograph.core.Scope;
import io.mnemograph.model.NewMemory;
import io.mnemograph.store.memory.Neighbour;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The nearest visible memories of each new memory of a batch, the same as if the batch were remembered one memory
 * at a time, in order.
 *
 * <p>Implementation notes: the vector index answers for the memories stored before the batch. It is asked once for
 * the whole batch, before anything is written, and it would not see the batch's own memories anyway: Neo4j's vector
 * index does not see nodes created earlier in the same transaction. This class adds what a one-at-a-time remember
 * would see besides:
 * <ol>
 *   <li>every earlier memory of the batch that is visible to the new one, with its exact cosine similarity. Visible
 *       means what the index's query checks ({@code cypher/memory/neighbours.cypher}): the same namespace; global
 *       scope, or project scope of the new memory's project; created at or before the new memory; not expired by
 *       then;</li>
 *   <li>it hides a stored memory that an earlier memory of the batch supersedes, when that successor is visible to
 *       the new one (the index's query hides a memory superseded by a visible successor).</li>
 * </ol>
 * Then, as the index does, it keeps the best {@code candidates} per scope (global and project), best first.
 */
final class BatchNeighbours {

    private final List<Pending> batch;
    private final int candidates;
    /** The memories of the batch that supersede each superseded id, in batch order. */
    private final Map<String, List<Pending>> successors = new HashMap<>();

    /** @param candidates neighbours kept per scope, as the index is asked for */
    BatchNeighbours(List<Pending> batch, int candidates) {
        this.batch = batch;
        this.candidates = candidates;
        for (Pending memory : batch) {
            if (memory.memory().supersedes() != null) {
                successors
                        .computeIfAbsent(memory.memory().supersedes(), id -> new ArrayList<>())
                        .add(memory);
            }
        }
    }

    /**
     * The neighbours of {@code batch.get(index)}: {@code stored} (the index's answer for it) merged with the earlier
     * memories of the batch, at most {@code candidates} per scope, best first.
     */
    List<Neighbour> of(int index, List<Neighbour> stored) {
        Pending memory = batch.get(index);
        List<Neighbour> all = new ArrayList<>(stored.size() + index);
        for (Neighbour neighbour : stored) {
            if (!supersededBefore(index, neighbour.id())) {
                all.add(neighbour);
            }
        }
        for (int j = 0; j < index; j++) {
            Pending earlier = batch.get(j);
            if (visible(earlier, memory)) {
                all.add(new Neighbour(
                        earlier.id(),
                        earlier.memory().content(),
                        earlier.memory().scope().wireName(),
                        Cosine.similarity(memory.embedding(), earlier.embedding())));
            }
        }
        all.sort(Comparator.comparingDouble(Neighbour::similarity).reversed());
        Map<String, Integer> perScope = new HashMap<>();
        List<Neighbour> kept = new ArrayList<>(all.size());
        for (Neighbour neighbour : all) {
            if (perScope.merge(neighbour.scope(), 1, Integer::sum) <= candidates) {
                kept.add(neighbour);
            }
        }
        return kept;
    }

    /** True when a memory before {@code index} in the batch supersedes {@code id} and is visible to the one at it. */
    private boolean supersededBefore(int index, String id) {
        for (Pending successor : successors.getOrDefault(id, List.of())) {
            if (successor.position() < batch.get(index).position() && visible(successor, batch.get(index))) {
                return true;
            }
        }
        return false;
    }

    /** True when a recall made for {@code viewer} (its namespace and project, at its time) could see {@code seen}. */
    static boolean visible(Pending seen, Pending viewer) {
        NewMemory memory = seen.memory();
        if (!memory.namespace().equals(viewer.memory().namespace())) {
            return false;
        }
        String project = viewer.recallProject();
        boolean inScope = memory.scope() == Scope.GLOBAL
                || (project != null && memory.scope() == Scope.PROJECT && Objects.equals(project, memory.project()));
        Instant at = viewer.createdAt();
        return inScope
                && !seen.createdAt().isAfter(at)
                && (seen.expiresAt() == null || seen.expiresAt().isAfter(at));
    }
}
