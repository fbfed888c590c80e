package io.mnemograph.core.scoring;

import java.util.OptionalDouble;

/**
 * Upper bounds on the score of a memory reached by spreading, from the multiplicative score (design §4 step 4,
 * docs/formulas.md section 1), which let recall skip memories that cannot enter its results.
 *
 * <p>Implementation notes: a memory reached with activation {@code a} scores
 * {@code similarity x activation x decay x importance x priming x scope_weight x weight}, where its similarity and
 * activation multiply to {@code a}; so it scores at most {@code a x importance x weight x ceiling}, with
 * {@code ceiling} the largest {@code decay x priming x scope_weight} of the recall ({@link Scorer#ceiling}). Spreading
 * only raises scores (every memory keeps its best activation), so a memory whose bound stays below the
 * entry score ({@link io.mnemograph.core.Threshold#entryScore}) can never be returned, and neither can any memory reached through it, whose activation is
 * lower still. Every bound carries a slack of {@link #CEILING_MARGIN} so that rounding never drops a memory exactly
 * at the entry score. Stateless.
 */
public final class ScoreBounds {

    /** Slack on the score bound of a reached memory, for rounding: the bound never drops a memory at the threshold. */
    public static final double CEILING_MARGIN = 1 + 1e-9;

    private ScoreBounds() {}

    /**
     * The ceiling of a recall with the rounding slack: {@code ceiling x} {@link #CEILING_MARGIN}.
     *
     * @param ceiling the largest {@code decay x priming x scope_weight} of the recall, {@code +∞} when unbounded
     */
    public static double withMargin(double ceiling) {
        return ceiling * CEILING_MARGIN;
    }

    /**
     * The lowest activation worth spreading to: {@code entry / (max importance x ceiling)} (weight is at most 1, and
     * the importance bound is at least 1), 0 when there is no bound (entry 0, or an unbounded ceiling). At 1 or more,
     * nothing reached can be returned (activation never exceeds 1).
     *
     * @param ceiling           the recall's ceiling, with margin ({@link #withMargin})
     * @param highestImportance the highest importance of the namespace, if known
     */
    public static double activationFloor(double entry, double ceiling, OptionalDouble highestImportance) {
        if (entry <= 0 || !Double.isFinite(ceiling)) {
            return 0.0;
        }
        double maxImportance = Math.max(1.0, highestImportance.orElse(1.0));
        return entry / (maxImportance * ceiling);
    }

    /**
     * Whether a memory reached with {@code activation} can score at least {@code entry} (and above 0): true when its
     * {@code importance x weight} is unknown, false when it is 0.
     *
     * @param ceiling the recall's ceiling, with margin ({@link #withMargin})
     */
    public static boolean canReach(double activation, Double importanceTimesWeight, double ceiling, double entry) {
        if (importanceTimesWeight == null) {
            return true;
        }
        if (importanceTimesWeight <= 0) {
            return false;
        }
        return activation * importanceTimesWeight * ceiling >= entry;
    }
}
