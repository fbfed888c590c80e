package io.mnemograph.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One system's recall scores: over all questions (a micro-average) and per category with at least one question.
 *
 * @param overall every question
 * @param byCategory one group per category that has questions, in category order (1 to 4)
 */
public record RecallMetrics(GroupMetrics overall, List<GroupMetrics> byCategory) {

    /** The group name of the scores over all questions. */
    public static final String OVERALL = "overall";

    /** Copies the list. */
    public RecallMetrics {
        byCategory = List.copyOf(byCategory);
    }

    /** The scores of {@code outcomes} (non-empty) at each of {@code ks}. */
    public static RecallMetrics of(List<QuestionOutcome> outcomes, List<Integer> ks) {
        List<GroupMetrics> byCategory = new ArrayList<>();
        for (Category category : Category.values()) {
            List<QuestionOutcome> group = outcomes.stream()
                    .filter(o -> o.question().category() == category.number())
                    .toList();
            if (!group.isEmpty()) {
                byCategory.add(GroupMetrics.of(category.label(), group, ks));
            }
        }
        return new RecallMetrics(GroupMetrics.of(OVERALL, outcomes, ks), byCategory);
    }

    /** The scores of {@code category}, or empty when no question of it was asked. */
    public Optional<GroupMetrics> category(Category category) {
        return byCategory.stream().filter(g -> g.group().equals(category.label())).findFirst();
    }
}
