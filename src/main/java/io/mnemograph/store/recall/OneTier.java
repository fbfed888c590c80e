package io.mnemograph.store.recall;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

/**
 * The seed's seats, shared by hot and cold memories: a seed keeps the best memories whichever tier the sweep has put
 * them in, so cooling a memory (the sweep) or bringing it back (a boosting recall) changes no recall's candidates.
 * Each tier is searched apart (its own vector index), and when each kept its own best, a recall had more candidates
 * the more of a namespace had cooled, and a boosting recall's resurrections changed later recalls
 * (docs/decisions/0025-one-tier-seeds.md). A cold seed still keeps only {@code cold-seed-factor} of its relevance.
 */
final class OneTier {

    private OneTier() {}

    /**
     * Of the nearest hot and cold memories, per scope (a recall that names a project searches its global and its
     * project memories apart, each for its own seats), the best {@code seats} by cosine and those that tie the last
     * of them, best first.
     */
    static List<Candidate> nearest(List<Candidate> hot, List<Candidate> cold, int seats) {
        Map<String, List<Candidate>> byScope = new LinkedHashMap<>();
        Stream.concat(hot.stream(), cold.stream())
                .forEach(c -> byScope.computeIfAbsent(c.memory().scope(), s -> new ArrayList<>())
                        .add(c));
        return byScope.values().stream()
                .flatMap(scope -> withTies(
                        scope.stream()
                                .sorted(Comparator.comparingDouble(Candidate::similarity)
                                        .reversed())
                                .toList(),
                        seats,
                        Candidate::similarity))
                .sorted(Comparator.comparingDouble(Candidate::similarity).reversed())
                .toList();
    }

    /**
     * The first {@code n} of {@code best} (best first) and those after them whose score ties the last one's: a tie is
     * never cut, so which of equal memories seeds never depends on their ids, which differ from one store to another.
     */
    static <T> Stream<T> withTies(List<T> best, int n, ToDoubleFunction<T> score) {
        if (best.size() <= n) {
            return best.stream();
        }
        double last = score.applyAsDouble(best.get(n - 1));
        return Stream.concat(
                best.stream().limit(n), best.stream().skip(n).takeWhile(t -> score.applyAsDouble(t) == last));
    }
}
