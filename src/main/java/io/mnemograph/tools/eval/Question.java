package io.mnemograph.tools.eval;

import java.util.List;
import java.util.Objects;

/**
 * One question of an evaluation with its gold evidence.
 *
 * @param text the question (for MADial-Bench, the dialogue lines that cue the memory)
 * @param group the group the question is scored in besides overall: a LoCoMo category label such as
 *              {@code multi-hop} ({@link Category#label()}), or a benchmark's own label
 * @param evidence the keys of the memories that answer it (LoCoMo dia_ids, MADial memory ids), normalised,
 *                 distinct, never empty
 * @param answer the gold answer as text (a few LoCoMo answers are numbers in the file), or null when the file gives
 *               none (RealMem in the LoCoMo layout: the evidence is the gold)
 */
public record Question(String text, String group, List<String> evidence, String answer) {

    /** Validates the fields and copies the evidence. */
    public Question {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(group, "group");
        evidence = List.copyOf(evidence);
        if (evidence.isEmpty()) {
            throw new IllegalArgumentException("a question needs evidence: " + text);
        }
        if (RecallMetrics.OVERALL.equals(group)) {
            throw new IllegalArgumentException("\"" + RecallMetrics.OVERALL + "\" is not a question group");
        }
    }

    /** A LoCoMo question of {@code category}, 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop. */
    public Question(String text, int category, List<String> evidence, String answer) {
        this(text, Category.of(category).label(), evidence, answer);
    }
}
