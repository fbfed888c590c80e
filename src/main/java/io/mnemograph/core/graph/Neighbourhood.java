package io.mnemograph.core.graph;

import io.mnemograph.core.Nullable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The adjacency of a {@link Subgraph} for spreading: for a memory, its strongest link to each neighbour, over
 * associations (both directions, self-edges dropped) and shared entities (memory -> entity -> memory, one hop).
 *
 * <p>Implementation notes: between two memories only the strongest link counts (weight, then
 * {@code ASSOCIATED:*} before {@code MENTIONS}, then the entity key), the same max rule as the merge of
 * activations. An entity's links all weigh the same, so only its first {@code limit + 1} other mentioners in id
 * order can enter the top {@code limit}; the rest are skipped without changing the result, which keeps a hub
 * entity cheap.
 */
final class Neighbourhood {

    /** A link to {@code toId}; {@code viaEntity} is the shared entity's key for a {@code MENTIONS} link. */
    record Link(
            String toId,
            String edgeKind,
            double weight,
            @Nullable String viaEntity) {}

    /** Strongest first; ties by neighbour id, then edge kind, then entity key: a total, deterministic order. */
    private static final Comparator<Link> STRONGEST_FIRST = Comparator.comparingDouble(Link::weight)
            .reversed()
            .thenComparing(Link::toId)
            .thenComparing(Link::edgeKind)
            .thenComparing(Link::viaEntity, Comparator.nullsFirst(Comparator.naturalOrder()));

    private final Map<String, List<Link>> associations = new HashMap<>();
    private final Map<String, SortedSet<String>> entitiesOf = new HashMap<>();
    private final Map<String, SortedSet<String>> mentionersOf = new HashMap<>();
    private final Map<String, Double> entityWeight = new HashMap<>();

    Neighbourhood(Subgraph subgraph, double entityDamping) {
        for (Association a : subgraph.associations()) {
            if (!a.sourceId().equals(a.targetId())) {
                link(a.sourceId(), new Link(a.targetId(), a.kind().edgeKind(), a.weight(), null));
                link(a.targetId(), new Link(a.sourceId(), a.kind().edgeKind(), a.weight(), null));
            }
        }
        for (Mention m : subgraph.mentions()) {
            entitiesOf.computeIfAbsent(m.memoryId(), id -> new TreeSet<>()).add(m.entityKey());
            mentionersOf.computeIfAbsent(m.entityKey(), key -> new TreeSet<>()).add(m.memoryId());
        }
        mentionersOf.forEach((key, memories) -> {
            int fanOut = Math.max(memories.size(), subgraph.entityFanOut().getOrDefault(key, 1));
            entityWeight.put(key, SpreadingActivation.entityLinkWeight(fanOut, entityDamping));
        });
    }

    private void link(String from, Link link) {
        associations.computeIfAbsent(from, id -> new ArrayList<>()).add(link);
    }

    /** The strongest link to each neighbour of {@code memoryId}, strongest first, at most {@code limit}. */
    List<Link> strongest(String memoryId, int limit) {
        Map<String, Link> best = new HashMap<>();
        for (Link link : associations.getOrDefault(memoryId, List.of())) {
            keepStronger(best, link);
        }
        for (String entity : entitiesOf.getOrDefault(memoryId, Collections.emptySortedSet())) {
            double weight = Objects.requireNonNull(entityWeight.get(entity), entity);
            int taken = 0;
            for (String other : Objects.requireNonNull(mentionersOf.get(entity), entity)) {
                if (taken == limit) {
                    break;
                }
                if (!other.equals(memoryId)) {
                    keepStronger(best, new Link(other, PathStep.MENTIONS, weight, entity));
                    taken++;
                }
            }
        }
        return best.values().stream().sorted(STRONGEST_FIRST).limit(limit).toList();
    }

    private static void keepStronger(Map<String, Link> best, Link link) {
        best.merge(link.toId(), link, (a, b) -> STRONGEST_FIRST.compare(a, b) <= 0 ? a : b);
    }
}
