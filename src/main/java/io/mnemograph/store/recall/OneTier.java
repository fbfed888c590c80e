package io.mnemograph.store.recall;

import io.mnemograph.core.Scope;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The seed's seats, shared by hot and cold memories: a seed keeps the best memories whichever tier the sweep has put
 * them in, so cooling a memory (the sweep) or bringing it back (a boosting recall) changes no recall's candidates.
 * Each tier is searched apart (its own vector index), and when each kept its own best, a recall had more candidates
 * the more of a namespace had cooled, and a boosting recall's resurrections changed later recalls
 * (docs/decisions/0025-one-tier-seeds.md). A cold seed still keeps only {@code cold-seed-factor} of its relevance.
 */
final class OneTier {

    /** Best first: cosine, then content and id, so equal memories take the same seats in every store. */
    private static final Comparator<Candidate> BEST = Comparator.comparingDouble(Candidate::similarity)
            .reversed()
            .thenComparing(c -> c.memory().content())
            .thenComparing(c -> c.memory().id());

    private OneTier() {}

    /**
     * Of the nearest memories, hot and cold, per scope (a recall that names a project searches its global and its
     * project memories apart, each for its own seats), the best {@code seats} by cosine, best first.
     */
    static List<Candidate> nearest(List<Candidate> nearest, int seats) {
        Map<Scope, List<Candidate>> byScope = new LinkedHashMap<>();
        nearest.forEach(c -> byScope.computeIfAbsent(c.memory().scope(), s -> new ArrayList<>())
                .add(c));
        return byScope.values().stream()
                .flatMap(scope -> scope.stream().sorted(BEST).limit(seats))
                .sorted(BEST)
                .toList();
    }
}
