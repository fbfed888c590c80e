package io.mnemograph.core;

import java.time.Duration;
import java.time.Instant;

/** Test fixtures: memory timelines placed on a fixed clock, so tests never read the system time. */
public final class Timelines {

    /** The fixed instant every test timeline is measured from. */
    public static final Instant T0 = Instant.parse("2025-01-01T00:00:00Z");

    private Timelines() {}

    /** Returns {@link #T0} plus {@code days} (fractional days allowed). */
    public static Instant day(double days) {
        return T0.plus(Duration.ofMillis(Math.round(days * 86_400_000.0)));
    }

    /** Returns a never-recalled memory stored at {@link #T0} with the given stability and strength. */
    public static MemoryTimeline stored(double stability, double strength) {
        return new MemoryTimeline(T0, T0, T0, 0L, stability, strength, false);
    }

    /** Returns a memory stored at {@link #T0}, recalled {@code accessCount} times, last at {@code lastAccessDay}. */
    public static MemoryTimeline recalled(long accessCount, double lastAccessDay, double strength) {
        return new MemoryTimeline(T0, T0, day(lastAccessDay), accessCount, 0.0, strength, false);
    }
}
