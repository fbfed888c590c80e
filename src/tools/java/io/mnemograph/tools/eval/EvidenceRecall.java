package io.mnemograph.tools.eval;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Per-question retrieval scores against gold evidence.
 *
 * <p>With E the question's evidence ids (distinct, non-empty) and T the set of ids among the first k ranked:
 * evidence recall@k = |E ∩ T| / |E|, in [0, 1]; recall_all@k = 1 when E ⊆ T, else 0; recall_any@k = 1 when
 * E ∩ T is non-empty, else 0. A system that ranks the same id twice gains nothing from the repeat.
 */
public final class EvidenceRecall {

    private EvidenceRecall() {}

    /** Evidence recall@k: the fraction of {@code evidence} among the first {@code k} of {@code ranked}. */
    public static double fraction(List<String> evidence, List<String> ranked, int k) {
        return (double) found(evidence, ranked, k) / evidence.size();
    }

    /** recall_all@k: 1 when every id of {@code evidence} is among the first {@code k} of {@code ranked}, else 0. */
    public static double all(List<String> evidence, List<String> ranked, int k) {
        return found(evidence, ranked, k) == evidence.size() ? 1 : 0;
    }

    /** recall_any@k: 1 when some id of {@code evidence} is among the first {@code k} of {@code ranked}, else 0. */
    public static double any(List<String> evidence, List<String> ranked, int k) {
        return found(evidence, ranked, k) > 0 ? 1 : 0;
    }

    private static int found(List<String> evidence, List<String> ranked, int k) {
        if (evidence.isEmpty()) {
            throw new IllegalArgumentException("evidence must not be empty");
        }
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
        Set<String> top = new HashSet<>(ranked.subList(0, Math.min(k, ranked.size())));
        return (int) new HashSet<>(evidence).stream().filter(top::contains).count();
    }
}
