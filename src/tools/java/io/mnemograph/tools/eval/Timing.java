package io.mnemograph.tools.eval;

/**
 * Wall-clock time one system spent in the harness.
 *
 * @param loadMillis total time in {@link RecallSystem#load}
 * @param recallMillis total time in {@link RecallSystem#recall}
 * @param recalls how many recalls were made
 * @param meanRecallMillis {@code recallMillis / recalls}, 0 when there were none
 */
public record Timing(long loadMillis, long recallMillis, int recalls, double meanRecallMillis) {

    /** The timing of {@code recalls} recalls after the given nanosecond totals. */
    public static Timing ofNanos(long loadNanos, long recallNanos, int recalls) {
        double mean = recalls == 0 ? 0 : recallNanos / 1e6 / recalls;
        return new Timing(loadNanos / 1_000_000, recallNanos / 1_000_000, recalls, mean);
    }
}
