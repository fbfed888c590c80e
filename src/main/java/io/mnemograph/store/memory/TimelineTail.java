package io.mnemograph.store.memory;

import java.time.Instant;
import java.util.Objects;

/**
 * The last memory of a namespace's timeline of memories stored without a session, and when it happened (its
 * {@code created_at}: {@code occurred_at}, or the time it was stored).
 */
public record TimelineTail(String memoryId, Instant at) {

    /** Validates the fields. */
    public TimelineTail {
        Objects.requireNonNull(memoryId, "memoryId");
        Objects.requireNonNull(at, "at");
    }
}
