package io.mnemograph.tools.eval;

import java.util.List;
import java.util.Objects;

/**
 * One LoCoMo sample: a two-person conversation over many sessions and the questions asked about it.
 *
 * @param sampleId e.g. {@code conv-26}
 * @param turns every turn in session order, then file order within a session
 * @param questions the questions kept after evidence normalisation (categories 1 to 4)
 */
public record Conversation(String sampleId, List<Turn> turns, List<Question> questions) {

    /** Validates the id and copies the lists. */
    public Conversation {
        Objects.requireNonNull(sampleId, "sampleId");
        turns = List.copyOf(turns);
        questions = List.copyOf(questions);
    }

    /** The turns as the memories an evaluation stores, in order. */
    public List<EvalMemory> memories() {
        return turns.stream().map(Turn::memory).toList();
    }
}
