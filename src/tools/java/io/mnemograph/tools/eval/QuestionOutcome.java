package io.mnemograph.tools.eval;

import java.util.List;

/**
 * What one system recalled for one question.
 *
 * @param sampleId the conversation asked about
 * @param question the question with its evidence
 * @param ranked the dia_ids the system returned, best first
 */
public record QuestionOutcome(String sampleId, Question question, List<String> ranked) {

    /** Copies the ranking. */
    public QuestionOutcome {
        ranked = List.copyOf(ranked);
    }
}
