package io.mnemograph.store.recall;

import java.util.Map;

/**
 * A memory's cosine to a recall's query in each channel: the primary one's, and each further channel's that holds a
 * vector of the memory, by channel name.
 */
public record Similarity(double primary, Map<String, Double> channels) {

    /** Copies the map. */
    public Similarity {
        channels = Map.copyOf(channels);
    }
}
