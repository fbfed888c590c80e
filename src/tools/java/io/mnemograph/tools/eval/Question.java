package io.mnemograph.tools.eval;

import io.micronaut.core.annotation.Nullable;
import java.time.Instant;
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
 * @param askedAt when the file says the question was asked (RealMem's {@code asked_at}), so a replay asks it then
 *                and recalls only what was stored before; null asks it when the corpus's questions are asked
 */
public record Question(
        String text,
        String group,
        List<String> evidence,
        String answer,
        @Nullable Instant askedAt) {

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

    /** A question asked when the corpus's questions are asked. */
    public Question(String text, String group, List<String> evidence, String answer) {
        this(text, group, evidence, answer, null);
    }

    /** A LoCoMo question of {@code category}, 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop. */
    public Question(String text, int category, List<String> evidence, String answer, @Nullable Instant askedAt) {
        this(text, Category.of(category).label(), evidence, answer, askedAt);
    }

    /** A LoCoMo question of {@code category} asked when the corpus's questions are asked. */
    public Question(String text, int category, List<String> evidence, String answer) {
        this(text, category, evidence, answer, null);
    }

    /** When to ask it: {@link #askedAt()}, or {@code corpusAskAt} when the file does not say. */
    public Instant askAt(Instant corpusAskAt) {
        return askedAt == null ? corpusAskAt : askedAt;
    }
}
