package io.mnemograph.tools.bench;

import java.util.Arrays;

/**
 * Summary of timed calls: mean, p50, p95, p99 and max in milliseconds.
 *
 * <p>Implementation notes: percentiles by the nearest-rank method on the sorted samples (the p-th percentile is the
 * smallest sample with at least p% of the samples at or below it), so each reported value is a latency that was
 * actually observed and p50 <= p95 <= p99 <= max always holds. A few hundred samples per run make a histogram
 * library unnecessary.
 *
 * @param count  number of timed calls
 * @param meanMs arithmetic mean
 * @param p50Ms  median
 * @param p95Ms  95th percentile
 * @param p99Ms  99th percentile
 * @param maxMs  slowest call
 */
public record Latency(int count, double meanMs, double p50Ms, double p95Ms, double p99Ms, double maxMs) {

    private static final double NANOS_PER_MS = 1_000_000.0;

    /** Summarises durations given in nanoseconds; at least one is required. */
    public static Latency ofNanos(long[] nanos) {
        if (nanos.length == 0) {
            throw new IllegalArgumentException("no samples to summarise");
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(sorted).average().orElseThrow();
        return new Latency(
                sorted.length,
                mean / NANOS_PER_MS,
                percentile(sorted, 50) / NANOS_PER_MS,
                percentile(sorted, 95) / NANOS_PER_MS,
                percentile(sorted, 99) / NANOS_PER_MS,
                sorted[sorted.length - 1] / NANOS_PER_MS);
    }

    /** Nearest-rank percentile of ascending samples, {@code 0 < p <= 100}. */
    static long percentile(long[] sorted, double p) {
        if (p <= 0 || p > 100) {
            throw new IllegalArgumentException("percentile must be in (0, 100], was " + p);
        }
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }
}
