package io.mnemograph.eval;

import java.util.List;
import java.util.Objects;

/**
 * One LoCoMo question with its normalised evidence.
 *
 * @param text the question
 * @param category 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop (5, adversarial, never reaches a Question)
 * @param evidence the dia_ids of the turns that answer it, normalised, distinct, never empty
 * @param answer the gold answer as text (a few answers are numbers in the file)
 */
public record Question(String text, int category, List<String> evidence, String answer) {

    /** Validates the fields and copies the evidence. */
    public Question {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(answer, "answer");
        evidence = List.copyOf(evidence);
        if (evidence.isEmpty()) {
            throw new IllegalArgumentException("a question needs evidence: " + text);
        }
        Category.of(category);
    }
}
