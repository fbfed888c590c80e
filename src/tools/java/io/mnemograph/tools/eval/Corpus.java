package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What an evaluation replays into one namespace: memories to store, then questions asked about them at one instant
 * (a LoCoMo conversation; MADial-Bench's memory file with its dialogues).
 *
 * @param id the corpus's name in reports and progress, e.g. {@code conv-26}
 * @param namespace where its memories are stored, e.g. {@code locomo-conv-26}
 * @param memories what is stored first, in order
 * @param questions what is asked after every corpus of the run is stored
 * @param askAt the instant every question is asked at
 */
public record Corpus(String id, String namespace, List<EvalMemory> memories, List<Question> questions, Instant askAt) {

    /** Validates the fields and copies the lists. */
    public Corpus {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(namespace, "namespace");
        Objects.requireNonNull(askAt, "askAt");
        memories = List.copyOf(memories);
        questions = List.copyOf(questions);
    }
}
