package io.mnemograph.store.recall;

import io.mnemograph.model.StoredMemory;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A seed candidate: a memory found by the vector seed, the lexical seed ({@link LexicalCandidate#candidate}) or a
 * further channel's seed, with its similarity to the query and, when the recall names a session, how many recalls of
 * that session ago it was last active there.
 *
 * @param similarity the primary channel's cosine as the store reads it; once the pipeline fused the channels, the
 *                   fused similarity
 * @param channels   each further channel's cosine, by channel name, for the channels that hold a vector of the
 *                   memory (empty without further channels); once fused, also the primary's, as {@code primary}
 */
public record Candidate(
        StoredMemory memory, double similarity, OptionalInt turnsSinceActivation, Map<String, Double> channels) {

    /** Copies the map. */
    public Candidate {
        channels = Map.copyOf(channels);
    }

    /** A candidate read by the primary channel alone. */
    public Candidate(StoredMemory memory, double similarity, OptionalInt turnsSinceActivation) {
        this(memory, similarity, turnsSinceActivation, Map.of());
    }
}
