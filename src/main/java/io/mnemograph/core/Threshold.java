package io.mnemograph.core;

/**
 * The minimum score a recall result needs to be returned (CMM).
 *
 * <p>Implementation notes: a result is kept when {@code score >= value}. The value is not bounded by 1, because
 * scores are not (see {@link ScoreComponents}).
 *
 * <p>References: [1] CMM: results below 0.3 are dropped.
 *
 * @param value the minimum score, finite and &gt;= 0
 */
public record Threshold(double value) {

    /** CMM's default threshold. */
    public static final double DEFAULT_THRESHOLD = 0.3;

    /** Validates that the value is finite and non-negative. */
    public Threshold {
        Checks.atLeast("threshold", value, 0.0);
    }

    /** Returns CMM's threshold, 0.3. */
    public static Threshold defaults() {
        return new Threshold(DEFAULT_THRESHOLD);
    }

    /** Returns whether a result with {@code score} is kept. */
    public boolean admits(double score) {
        return score >= value;
    }
}
