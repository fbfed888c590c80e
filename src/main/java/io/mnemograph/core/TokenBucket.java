package io.mnemograph.core;

/**
 * A token bucket: holds at most {@code capacity} tokens, refilled at {@code ratePerSecond}; each request takes one,
 * and a request that finds the bucket empty is refused with the time until a token is back.
 *
 * <p>Implementation notes: the classic token bucket of traffic shaping (A. S. Tanenbaum, "Computer Networks",
 * 5th ed., 2011, §5.4.2): over any interval {@code t} a caller gets at most {@code capacity + rate x t} requests
 * through. The refill is computed lazily from the time of the last call, so an idle bucket costs nothing. Time is
 * passed in (nanoseconds from any fixed origin), so tests drive it. Thread-safe.
 */
public final class TokenBucket {

    private static final double NANOS_PER_SECOND = 1e9;

    private final double capacity;
    private final double ratePerNano;
    private double tokens;
    private long lastNanos;

    /** A full bucket at {@code nowNanos}. */
    public TokenBucket(int capacity, double ratePerSecond, long nowNanos) {
        Checks.positive("capacity", capacity);
        Checks.positive("ratePerSecond", ratePerSecond);
        this.capacity = capacity;
        this.ratePerNano = ratePerSecond / NANOS_PER_SECOND;
        this.tokens = capacity;
        this.lastNanos = nowNanos;
    }

    /**
     * Takes a token at {@code nowNanos}: returns 0 when one was there, else the nanoseconds until one will be (and
     * takes none).
     */
    public synchronized long take(long nowNanos) {
        refill(nowNanos);
        if (tokens >= 1) {
            tokens -= 1;
            return 0;
        }
        return (long) Math.ceil((1 - tokens) / ratePerNano);
    }

    /** True when the bucket is full again at {@code nowNanos} (it can be forgotten and made anew). */
    public synchronized boolean full(long nowNanos) {
        refill(nowNanos);
        return tokens >= capacity;
    }

    private void refill(long nowNanos) {
        long elapsed = Math.max(0, nowNanos - lastNanos);
        tokens = Math.min(capacity, tokens + elapsed * ratePerNano);
        lastNanos = Math.max(lastNanos, nowNanos);
    }
}
