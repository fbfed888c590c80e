package io.mnemograph.core;

/**
 * The tuning values of the recall boosts to stability (Cognitive Memory), validated, with the seed defaults.
 *
 * @param direct             stability gained per spaced unit by a direct (seed) result, in [0, 1] (0.1)
 * @param associative        stability gained per spaced unit by an associative result, in [0, 1] (0.03)
 * @param maxSpacedFactor    cap of the spaced factor, &gt;= 0 (2.0)
 * @param spacingIntervalDays days of disuse that make one spaced unit, &gt; 0 (7.0)
 */
public record BoostParameters(double direct, double associative, double maxSpacedFactor, double spacingIntervalDays) {

    /** Cognitive Memory: direct boost 0.1. */
    public static final double DIRECT = 0.1;

    /** Cognitive Memory: associative boost 0.03. */
    public static final double ASSOCIATIVE = 0.03;

    /** Cognitive Memory: spaced factor {@code min(2.0, days / 7.0)}, its cap. */
    public static final double MAX_SPACED_FACTOR = 2.0;

    /** Cognitive Memory: spaced factor {@code min(2.0, days / 7.0)}, its interval. */
    public static final double SPACING_INTERVAL_DAYS = 7.0;

    /** Validates every parameter's range. */
    public BoostParameters {
        Checks.inRange("boost.direct", direct, 0.0, 1.0);
        Checks.inRange("boost.associative", associative, 0.0, 1.0);
        Checks.atLeast("boost.maxSpacedFactor", maxSpacedFactor, 0.0);
        Checks.positive("boost.spacingIntervalDays", spacingIntervalDays);
    }

    /** Returns Cognitive Memory's values: 0.1, 0.03, cap 2.0, interval 7 days. */
    public static BoostParameters defaults() {
        return new BoostParameters(DIRECT, ASSOCIATIVE, MAX_SPACED_FACTOR, SPACING_INTERVAL_DAYS);
    }
}
