package io.mnemograph.tools.eval;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Recall scores of one group of questions (a category, or all of them) at each cut-off.
 *
 * @param group {@code overall} or a category label such as {@code multi-hop}
 * @param questions how many questions the means are over
 * @param recall one entry per cut-off, in ascending k
 */
public record GroupMetrics(String group, int questions, List<RecallAtK> recall) {

    /** Copies the list. */
    public GroupMetrics {
        recall = List.copyOf(recall);
    }

    /** The scores of {@code outcomes} (non-empty) at each of {@code ks}, named {@code group}. */
    public static GroupMetrics of(String group, List<QuestionOutcome> outcomes, List<Integer> ks) {
        if (outcomes.isEmpty()) {
            throw new IllegalArgumentException("group " + group + " has no questions");
        }
        List<RecallAtK> recall = ks.stream()
                .map(k -> new RecallAtK(
                        k,
                        mean(outcomes, o -> EvidenceRecall.fraction(o.question().evidence(), o.ranked(), k)),
                        mean(outcomes, o -> EvidenceRecall.all(o.question().evidence(), o.ranked(), k)),
                        mean(outcomes, o -> EvidenceRecall.any(o.question().evidence(), o.ranked(), k))))
                .toList();
        return new GroupMetrics(group, outcomes.size(), recall);
    }

    /** The scores at cut-off {@code k}; throws IllegalArgumentException when {@code k} was not computed. */
    public RecallAtK at(int k) {
        return recall.stream()
                .filter(r -> r.k() == k)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("recall@" + k + " was not computed for " + group));
    }

    private static double mean(List<QuestionOutcome> outcomes, ToDoubleFunction<QuestionOutcome> score) {
        return outcomes.stream().mapToDouble(score).average().orElseThrow();
    }
}
