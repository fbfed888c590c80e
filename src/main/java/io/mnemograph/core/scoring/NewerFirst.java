package io.mnemograph.core.scoring;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Ranks a newer statement above the older one it contradicts or supersedes: walking the ranking best first, before
 * each memory come the newer memories among the ranked that contradict it (themselves preceded by theirs), in their
 * own ranking order; every other memory keeps its relative order. So a newer statement that ranked below the older
 * one is lifted to directly above it, and a newer one already above stays where it is.
 *
 * <p>Implementation notes: the rule follows Graphiti (P. Rasmussen et al., "Zep: A Temporal Knowledge Graph
 * Architecture for Agent Memory", arXiv:2501.13956, 2025, edge invalidation: a new edge that contradicts an older one invalidates it) and
 * Mem0 (P. Chhikara et al., "Mem0: Building Production-Ready AI Agents with Scalable Long-Term Memory", arXiv:2504.19413, 2025, the
 * UPDATE operation replaces the older memory), but keeps the older statement in the answer, marked, one place below:
 * detection without a language model is a warning, not a verdict (docs/recall.md). Lifting the newer statement
 * rather than sinking the older one moves every other memory by at most one place per lifted memory, so the older
 * statement never leaves the top {@code k} for the newer one's sake unless it stood at place {@code k}. A cycle
 * (two memories each recorded as newer than the other) is broken where the walk meets it again. Scores are not
 * changed. Stateless and thread-safe.
 */
public final class NewerFirst {

    /**
     * How many of the recall's best direct matches the rule applies to, the default recall limit: a newer statement
     * is lifted above an older one when both are among them, so the step orders the strongest answers and does not
     * bring a weaker match into them (lifting from anywhere in the ranking cost LoCoMo dev 0.07 recall@5,
     * docs/recall.md#contradictions).
     */
    public static final int WINDOW = 5;

    private NewerFirst() {}

    /**
     * Orders {@code ranked} so that a newer memory comes before the older ones it contradicts or supersedes.
     *
     * @param ranked ids, best first
     * @param newer  id -> ids of the memories that contradict or supersede it and are newer (ids not in
     *               {@code ranked} are ignored)
     * @return the same ids, each newer memory before every older one it contradicts
     */
    public static List<String> order(List<String> ranked, Map<String, ? extends Iterable<String>> newer) {
        Objects.requireNonNull(ranked, "ranked");
        Objects.requireNonNull(newer, "newer");
        Set<String> present = new HashSet<>(ranked);
        Set<String> placed = new LinkedHashSet<>();
        Set<String> entered = new HashSet<>();
        for (String id : ranked) {
            place(id, ranked, newer, present, entered, placed);
        }
        return new ArrayList<>(placed);
    }

    private static void place(
            String id,
            List<String> ranked,
            Map<String, ? extends Iterable<String>> newer,
            Set<String> present,
            Set<String> entered,
            Set<String> placed) {
        if (!entered.add(id)) {
            return;
        }
        Iterable<String> successors = newer.get(id);
        if (successors != null) {
            Set<String> mine = new HashSet<>();
            successors.forEach(mine::add);
            for (String candidate : ranked) {
                if (mine.contains(candidate) && present.contains(candidate)) {
                    place(candidate, ranked, newer, present, entered, placed);
                }
            }
        }
        placed.add(id);
    }
}
