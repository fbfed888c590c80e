package io.mnemograph.embedding;

import io.mnemograph.core.Deadline;
import java.util.List;

/** Turns texts into unit-length vectors; one abstract batch method, like LangChain4j's EmbeddingModel. */
public interface EmbeddingProvider {

    /** Embeds every text, in order; each vector has {@link #dimension()} entries. */
    List<float[]> embedAll(List<String> texts);

    /** Number of entries in every vector this provider returns. */
    int dimension();

    /** A human-readable name for health and logs, e.g. {@code minilm:all-MiniLM-L6-v2}. */
    String name();

    /** Which vector space this provider writes: what the database records and checks at start-up. */
    EmbeddingIdentity identity();

    default float[] embed(String text) {
        return embedAll(List.of(text)).getFirst();
    }

    /**
     * As {@link #embedAll(List)}, abandoned once {@code deadline} passes: a provider that waits (on a server) waits at
     * most the time left; one that computes (in-process) is checked before and after, and callers embed in chunks.
     *
     * @throws io.mnemograph.core.DeadlinePassed when the deadline passes first
     */
    default List<float[]> embedAll(List<String> texts, Deadline deadline) {
        deadline.check("before embedding");
        List<float[]> vectors = embedAll(texts);
        deadline.check("after embedding");
        return vectors;
    }

    /** As {@link #embed(String)}, within {@code deadline} ({@link #embedAll(List, Deadline)}). */
    default float[] embed(String text, Deadline deadline) {
        return embedAll(List.of(text), deadline).getFirst();
    }
}
