package io.mnemograph.tools.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One system's recall scores: over all questions (a micro-average) and per category with at least one question.
 *
 * @param overall every question
 * @param byCategory one group per question group that has questions: LoCoMo's categories in category order (1 to
 *                   4), or a benchmark's own groups
 * @param answers what the answers held: the share answered with nothing, and the mean number of results
 */
public record RecallMetrics(GroupMetrics overall, List<GroupMetrics> byCategory, AnswerSizes answers) {

    /** The group name of the scores over all questions. */
    public static final String OVERALL = "overall";

    /** Copies the list. */
    public RecallMetrics {
        byCategory = List.copyOf(byCategory);
    }

    /**
     * The scores of {@code outcomes} (non-empty) at each of {@code ks}: overall, then per question group, LoCoMo's
     * categories in their order (1 to 4), then any other group in order of first appearance.
     */
    public static RecallMetrics of(List<QuestionOutcome> outcomes, List<Integer> ks) {
        Map<String, List<QuestionOutcome>> groups = new LinkedHashMap<>();
        for (Category category : Category.values()) {
            groups.put(category.label(), new ArrayList<>());
        }
        outcomes.forEach(o -> groups.computeIfAbsent(o.question().group(), g -> new ArrayList<>())
                .add(o));
        List<GroupMetrics> byCategory = groups.entrySet().stream()
                .filter(group -> !group.getValue().isEmpty())
                .map(group -> GroupMetrics.of(group.getKey(), group.getValue(), ks))
                .toList();
        return new RecallMetrics(GroupMetrics.of(OVERALL, outcomes, ks), byCategory, AnswerSizes.of(outcomes));
    }

    /**
     * How many results the answers held (up to the largest cut-off).
     *
     * @param emptyShare  the share of questions answered with no result at all
     * @param meanResults the mean number of results per question
     */
    public record AnswerSizes(double emptyShare, double meanResults) {

        /** The sizes of {@code outcomes} (non-empty). */
        static AnswerSizes of(List<QuestionOutcome> outcomes) {
            return new AnswerSizes(
                    outcomes.stream()
                            .mapToDouble(o -> o.ranked().isEmpty() ? 1 : 0)
                            .average()
                            .orElseThrow(),
                    outcomes.stream().mapToInt(o -> o.ranked().size()).average().orElseThrow());
        }
    }

    /** The scores of {@code category}, or empty when no question of it was asked. */
    public Optional<GroupMetrics> category(Category category) {
        return byCategory.stream()
                .filter(g -> g.group().equals(category.label()))
                .findFirst();
    }
}
