package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;
import java.util.List;
import java.util.Objects;

/**
 * A memory's activation after spreading: seeds keep their own with {@code hops} 0 and an empty path; memories
 * reached by association carry the best path from a seed, one {@link PathStep} per hop.
 */
public record Activation(String memoryId, double activation, int hops, List<PathStep> path) {

    /** Validates an activation in (0, 1] and a path of exactly {@code hops} steps. */
    public Activation {
        Objects.requireNonNull(memoryId, "memoryId");
        Checks.aboveUpTo("activation", activation, 0.0, 1.0);
        path = List.copyOf(path);
        if (hops != path.size()) {
            throw new IllegalArgumentException("hops must equal the path length " + path.size() + " but was " + hops);
        }
    }

    /** Whether this memory was a seed (found directly), not reached by association. */
    public boolean direct() {
        return hops == 0;
    }
}
