package io.mnemograph.core;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * Converts elapsed time to fractional days, the unit every formula of the scoring math is written in.
 *
 * <p>Implementation notes: elapsed time is never negative here. A timestamp after "now" (clock skew between
 * service instances, or a replay whose {@code at} lies before a stored access) counts as zero elapsed time, so a
 * memory is treated as just touched rather than as younger than new; decay then stays at its maximum instead of
 * rising above it. Nanosecond precision is kept: {@code Duration.toNanos()} would overflow after 292 years, so
 * seconds and nanos are combined as doubles.
 */
public final class Days {

    /** Seconds in one day. */
    public static final double SECONDS_PER_DAY = 86_400.0;

    /** Days in one week, the unit of CMM's access frequency. */
    public static final double DAYS_PER_WEEK = 7.0;

    private Days() {}

    /** Returns {@code duration} in fractional days, or 0 when it is negative. */
    public static double of(Duration duration) {
        Objects.requireNonNull(duration, "duration");
        if (duration.isNegative()) {
            return 0.0;
        }
        return (duration.getSeconds() + duration.getNano() / 1e9) / SECONDS_PER_DAY;
    }

    /** Returns the fractional days from {@code from} to {@code to}, or 0 when {@code to} is before {@code from}. */
    public static double between(Instant from, Instant to) {
        return of(Duration.between(Objects.requireNonNull(from, "from"), Objects.requireNonNull(to, "to")));
    }
}
