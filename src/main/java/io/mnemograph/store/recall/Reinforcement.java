package io.mnemograph.store.recall;

import io.mnemograph.core.Via;
import java.util.Objects;

/** One recalled memory to strengthen, and whether it came direct or by association. */
public record Reinforcement(String id, Via via) {

    /** Requires both. */
    public Reinforcement {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(via, "via");
    }
}
