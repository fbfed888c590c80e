package io.mnemograph.api.http;

import io.mnemograph.api.error.InvalidInput;
import java.time.Duration;
import java.time.Instant;

/**
 * Accepted ranges of client-supplied instants: {@code occurred_at} from 1900 to one day ahead of the server clock
 * (clock skew); {@code at} of a read-only recall ({@code boost: false}) from 1900 to ten years ahead (to ask what
 * will still be remembered); {@code at} of a request that writes as of it (a boosting recall, a consolidation) from
 * 1900 to five minutes ahead (clock skew only), so nothing is expired, cooled, pruned or stamped as of a future.
 */
public final class TimeBounds {

    static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");
    static final Duration OCCURRED_AT_AHEAD = Duration.ofDays(1);
    static final Duration AT_AHEAD = Duration.ofDays(3650);
    /** How far ahead a request that writes as of {@code at} may look: clock skew only. */
    public static final Duration WRITING_AT_AHEAD = Duration.ofMinutes(5);

    private TimeBounds() {}

    /** {@code value} (null stays null) if within [1900, now + ahead], else a 400 naming {@code field}. */
    public static Instant check(String field, Instant value, Instant now, Duration ahead) {
        if (value == null) {
            return null;
        }
        Instant latest = now.plus(ahead);
        if (value.isBefore(EARLIEST) || value.isAfter(latest)) {
            throw new InvalidInput(field, "must be between " + EARLIEST + " and " + latest + " (got " + value + ")");
        }
        return value;
    }
}
