package io.mnemograph.embedding;

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
}
