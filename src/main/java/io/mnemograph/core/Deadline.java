package io.mnemograph.core;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * When a request must be done by: a budget started on a monotonic nanosecond ticker (like Caffeine's {@code Ticker},
 * injected so that tests drive it). Work checks it between steps ({@link #check(String)}) and bounds each wait by what is
 * left ({@link #bound(Duration)}), so that a request past its budget is abandoned before it commits anything.
 *
 * <p>Implementation notes: elapsed time is measured with {@link System#nanoTime()} by default, never with the
 * service's {@code Clock}, which tests move by days to replay forgetting; a deadline is about real waiting.
 * Differences of nanoTime values are compared, never the values themselves (they may overflow).
 */
public final class Deadline {

    private final Duration budget;
    private final long startNanos;
    private final LongSupplier ticker;

    private Deadline(Duration budget, long startNanos, LongSupplier ticker) {
        this.budget = budget;
        this.startNanos = startNanos;
        this.ticker = ticker;
    }

    /** A deadline {@code budget} from now on {@code ticker} (nanoseconds from any fixed origin). */
    public static Deadline after(Duration budget, LongSupplier ticker) {
        if (budget.isNegative() || budget.isZero()) {
            throw new IllegalArgumentException("budget must be positive, was " + budget);
        }
        return new Deadline(budget, ticker.getAsLong(), ticker);
    }

    /** A deadline {@code budget} from now on {@link System#nanoTime()}. */
    public static Deadline after(Duration budget) {
        return after(budget, System::nanoTime);
    }

    /** The whole budget this deadline was given. */
    public Duration budget() {
        return budget;
    }

    /** The time left, never negative. */
    public Duration remaining() {
        long left = budget.toNanos() - (ticker.getAsLong() - startNanos);
        return Duration.ofNanos(Math.max(0, left));
    }

    /** True once no time is left. */
    public boolean passed() {
        return remaining().isZero();
    }

    /** {@code wait}, or the time left when that is shorter. */
    public Duration bound(Duration wait) {
        Duration left = remaining();
        return wait.compareTo(left) < 0 ? wait : left;
    }

    /**
     * Throws {@link DeadlinePassed} naming {@code step} once no time is left.
     *
     * @throws DeadlinePassed when the deadline has passed
     */
    public void check(String step) {
        if (passed()) {
            throw new DeadlinePassed(budget, step);
        }
    }
}
