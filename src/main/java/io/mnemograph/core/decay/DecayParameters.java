package io.mnemograph.core.decay;

import io.mnemograph.core.Checks;

/**
 * Every tuning value of the decay presets and of the stability rule, validated, with the seed defaults.
 *
 * <p>Implementation notes: all times are in days. Where a seed project gives a value it is cited; where the seeds
 * are silent the value is our choice and says so. The ranges are checked in the constructor and a bad value fails
 * with a message naming the parameter, so a broken configuration stops start-up.
 *
 * @param cmmGraceDays                  CMM grace period since creation, during which decay is 1.0 (CMM: 14 days)
 * @param cmmLockAccessesPerWeek        CMM access frequency at or above which decay is locked at 1.0 (CMM: 0.5)
 * @param cmmLambdaPerDay               CMM base decay rate per idle day (our choice: 0.03, a 23-day half-life)
 * @param cmmFrequencyWeight            CMM weight of accesses per week in {@code lambda_eff} (our choice: 1.0)
 * @param mememoryLambdaPerDay          mememory decay rate per day since update (mememory: 0.005)
 * @param mnemexBeta                    Mnemex use-count exponent beta in [0, 1] (Mnemex: 0.6)
 * @param mnemexAlpha                   Mnemex power-law shape alpha (Mnemex: 1.1)
 * @param mnemexPowerLawHalfLifeDays    Mnemex power-law half-life H (Mnemex: 3 days)
 * @param mnemexExponentialHalfLifeDays Mnemex exponential half-life (Mnemex: 3 days)
 * @param mnemexFastWeight              Mnemex two-component weight w of the fast component (Mnemex: 0.7)
 * @param mnemexFastHalfLifeDays        Mnemex two-component fast half-life (Mnemex .env example: ~12 h)
 * @param mnemexSlowHalfLifeDays        Mnemex two-component slow half-life (Mnemex .env example: ~7 days)
 * @param stabilityTimeScale            stability rule gain k: time runs {@code 1 + k x stability} times slower
 *                                      (our choice: 2.0, so a fully stable memory decays 3x slower)
 * @param coreTimeScale                 extra slowdown of core memories, at least 1 (our choice: 4.0)
 */
public record DecayParameters(
        double cmmGraceDays,
        double cmmLockAccessesPerWeek,
        double cmmLambdaPerDay,
        double cmmFrequencyWeight,
        double mememoryLambdaPerDay,
        double mnemexBeta,
        double mnemexAlpha,
        double mnemexPowerLawHalfLifeDays,
        double mnemexExponentialHalfLifeDays,
        double mnemexFastWeight,
        double mnemexFastHalfLifeDays,
        double mnemexSlowHalfLifeDays,
        double stabilityTimeScale,
        double coreTimeScale) {

    /** CMM: decay is 1.0 for the first 14 days after creation. */
    public static final double CMM_GRACE_DAYS = 14.0;

    /** CMM: a memory accessed at least 0.5 times per week is locked at decay 1.0. */
    public static final double CMM_LOCK_ACCESSES_PER_WEEK = 0.5;

    /** Our choice (CMM gives the form, not the value): 0.03 per day, a half-life of about 23 idle days. */
    public static final double CMM_LAMBDA_PER_DAY = 0.03;

    /** Our choice (CMM gives the form, not the value): each access per week divides lambda by one more. */
    public static final double CMM_FREQUENCY_WEIGHT = 1.0;

    /** mememory: {@code e^(-0.005 x days_since_update)}. */
    public static final double MEMEMORY_LAMBDA_PER_DAY = 0.005;

    /** Mnemex: sub-linear use-count exponent beta. */
    public static final double MNEMEX_BETA = 0.6;

    /** Mnemex: power-law shape alpha. */
    public static final double MNEMEX_ALPHA = 1.1;

    /** Mnemex: power-law half-life H, from which {@code t0 = H / (2^(1/alpha) - 1)}. */
    public static final double MNEMEX_POWER_LAW_HALF_LIFE_DAYS = 3.0;

    /** Mnemex: exponential half-life, {@code lambda = ln 2 / half-life}. */
    public static final double MNEMEX_EXPONENTIAL_HALF_LIFE_DAYS = 3.0;

    /** Mnemex: weight w of the fast component of the two-component model. */
    public static final double MNEMEX_FAST_WEIGHT = 0.7;

    /** Mnemex .env example: fast lambda 1.603e-5 per second, a half-life of about 12 hours. */
    public static final double MNEMEX_FAST_HALF_LIFE_DAYS = 0.5;

    /** Mnemex .env example: slow lambda 1.147e-6 per second, a half-life of about 7 days. */
    public static final double MNEMEX_SLOW_HALF_LIFE_DAYS = 7.0;

    /** Our choice (Cognitive Memory only requires that stability slows decay): k = 2. */
    public static final double STABILITY_TIME_SCALE = 2.0;

    /**
     * Our choice: core memories' time runs 4x slower. It exceeds {@code 1 + STABILITY_TIME_SCALE = 3}, so with the
     * defaults a core memory decays slower than any non-core memory with the same timestamps.
     */
    public static final double CORE_TIME_SCALE = 4.0;

    /** Validates every parameter; see the component descriptions for the ranges. */
    public DecayParameters {
        Checks.atLeast("cmmGraceDays", cmmGraceDays, 0.0);
        Checks.positive("cmmLockAccessesPerWeek", cmmLockAccessesPerWeek);
        Checks.atLeast("cmmLambdaPerDay", cmmLambdaPerDay, 0.0);
        Checks.atLeast("cmmFrequencyWeight", cmmFrequencyWeight, 0.0);
        Checks.atLeast("mememoryLambdaPerDay", mememoryLambdaPerDay, 0.0);
        Checks.inRange("mnemexBeta", mnemexBeta, 0.0, 1.0);
        Checks.positive("mnemexAlpha", mnemexAlpha);
        Checks.positive("mnemexPowerLawHalfLifeDays", mnemexPowerLawHalfLifeDays);
        Checks.positive("mnemexExponentialHalfLifeDays", mnemexExponentialHalfLifeDays);
        Checks.inRange("mnemexFastWeight", mnemexFastWeight, 0.0, 1.0);
        Checks.positive("mnemexFastHalfLifeDays", mnemexFastHalfLifeDays);
        Checks.positive("mnemexSlowHalfLifeDays", mnemexSlowHalfLifeDays);
        Checks.atLeast("stabilityTimeScale", stabilityTimeScale, 0.0);
        Checks.atLeast("coreTimeScale", coreTimeScale, 1.0);
    }

    /** Returns the seed defaults listed on the constants of this record. */
    public static DecayParameters defaults() {
        return new DecayParameters(
                CMM_GRACE_DAYS,
                CMM_LOCK_ACCESSES_PER_WEEK,
                CMM_LAMBDA_PER_DAY,
                CMM_FREQUENCY_WEIGHT,
                MEMEMORY_LAMBDA_PER_DAY,
                MNEMEX_BETA,
                MNEMEX_ALPHA,
                MNEMEX_POWER_LAW_HALF_LIFE_DAYS,
                MNEMEX_EXPONENTIAL_HALF_LIFE_DAYS,
                MNEMEX_FAST_WEIGHT,
                MNEMEX_FAST_HALF_LIFE_DAYS,
                MNEMEX_SLOW_HALF_LIFE_DAYS,
                STABILITY_TIME_SCALE,
                CORE_TIME_SCALE);
    }
}
