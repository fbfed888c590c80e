package io.mnemograph.core;

import java.time.Instant;
import java.util.Objects;

/**
 * The time-dependent state of one memory that decay, boosts and the lifecycle rules read.
 *
 * <p>Implementation notes: this mirrors the {@code :Memory} properties {@code created_at}, {@code updated_at},
 * {@code last_accessed_at}, {@code access_count}, {@code stability}, {@code strength} and the {@code :Core} label.
 * A never-recalled memory has {@code accessCount == 0} and {@code lastAccessedAt == createdAt}. The timestamps are
 * not required to be ordered: elapsed times are clamped at zero by {@link Days}, so skewed clocks degrade to "just
 * touched" instead of failing a recall.
 *
 * @param createdAt      when the memory was stored
 * @param updatedAt      when its content or weight last changed (mememory's decay clock)
 * @param lastAccessedAt when it was last recalled, or {@code createdAt} if never
 * @param accessCount    number of recalls, 0 for a new memory (storing is not a recall)
 * @param stability      consolidation in [0, 1], raised by recall boosts; higher decays slower
 * @param strength       Mnemex's importance multiplier in [0, 2], default 1.0
 * @param core           whether the memory was promoted to core; core memories decay slowest
 */
public record MemoryTimeline(
        Instant createdAt,
        Instant updatedAt,
        Instant lastAccessedAt,
        long accessCount,
        double stability,
        double strength,
        boolean core) {

    /** Smallest stability: a memory never boosted. */
    public static final double MIN_STABILITY = 0.0;

    /** Largest stability, the cap of the Cognitive Memory boosts. */
    public static final double MAX_STABILITY = 1.0;

    /** Smallest strength (Mnemex: strength in [0, 2]). */
    public static final double MIN_STRENGTH = 0.0;

    /** Largest strength (Mnemex: strength in [0, 2]). */
    public static final double MAX_STRENGTH = 2.0;

    /** Strength of a memory stored without one (Mnemex default 1.0). */
    public static final double DEFAULT_STRENGTH = 1.0;

    /** Validates every field; timestamps must be present, counts and ranges as documented above. */
    public MemoryTimeline {
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        Objects.requireNonNull(lastAccessedAt, "lastAccessedAt");
        Checks.atLeast("accessCount", accessCount, 0L);
        Checks.inRange("stability", stability, MIN_STABILITY, MAX_STABILITY);
        Checks.inRange("strength", strength, MIN_STRENGTH, MAX_STRENGTH);
    }

    /** Returns this timeline as it is once the memory is promoted to core (the same state, {@code core} set). */
    public MemoryTimeline promoted() {
        return new MemoryTimeline(createdAt, updatedAt, lastAccessedAt, accessCount, stability, strength, true);
    }

    /** Returns the timeline of a memory just stored at {@code at}: never recalled, stability 0, default strength. */
    public static MemoryTimeline stored(Instant at) {
        return new MemoryTimeline(at, at, at, 0L, MIN_STABILITY, DEFAULT_STRENGTH, false);
    }
}
