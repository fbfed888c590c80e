package io.mnemograph.embedding;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * When to call an embedding server again after a failed call: which answers are worth another try, and how long to
 * wait before it.
 *
 * <p>Implementation notes: a rate limit (429) or an overloaded or restarting server (502, 503, 504) or a dropped
 * connection is retried; any other error is not. The wait is the server's {@code Retry-After} when it sends one
 * (delay-seconds or an HTTP date, RFC 9110 §10.2.3), else exponential backoff with "equal jitter", half fixed and
 * half random: {@code base x 2^attempt / 2 + random(0, base x 2^attempt / 2)} (M. Brooker, "Exponential Backoff And
 * Jitter", AWS Architecture Blog, 2015), so clients that failed together do not all come back together.
 *
 * @param retries most calls after the first (0 = never retry)
 * @param base    backoff before the first retry (doubled at each further one)
 * @param maxWait longest wait the policy accepts: a {@code Retry-After} beyond it fails the call at once
 */
public record RetryPolicy(int retries, Duration base, Duration maxWait) {

    /** True when an answer with this HTTP status may succeed if sent again. */
    public static boolean retryable(int status) {
        return status == 429 || status == 502 || status == 503 || status == 504;
    }

    /** The backoff before retry number {@code attempt + 1} (attempt 0 = the first call failed), at most maxWait. */
    public Duration backoff(int attempt) {
        long full = Math.min(maxWait.toMillis(), base.toMillis() << Math.min(attempt, 20));
        long half = full / 2;
        return Duration.ofMillis(half + ThreadLocalRandom.current().nextLong(half + 1));
    }

    /**
     * The wait a {@code Retry-After} header asks for, as of {@code clock}; empty when the header is missing or
     * unreadable (the caller backs off instead).
     */
    public static Optional<Duration> retryAfter(String header, Clock clock) {
        if (header == null || header.isBlank()) {
            return Optional.empty();
        }
        String value = header.trim();
        try {
            return Optional.of(Duration.ofSeconds(Math.max(0, Long.parseLong(value))));
        } catch (NumberFormatException notSeconds) {
            try {
                Instant until = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME)
                        .toInstant();
                Duration wait = Duration.between(clock.instant(), until);
                return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
            } catch (DateTimeParseException notDate) {
                return Optional.empty();
            }
        }
    }
}
