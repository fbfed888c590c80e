package io.mnemograph.core;

/**
 * The thresholds of promotion to core and of forgetting to cold storage, validated, with the seed defaults.
 *
 * @param promoteScore          Mnemex score at or above which a memory is promoted (Mnemex: 0.65)
 * @param promoteUses           uses (storing included) that promote when reached within the window (Mnemex: 5)
 * @param promoteWindowDays     the window since creation for {@code promoteUses}, in days (Mnemex: 14)
 * @param promoteSessions       distinct sessions that promote a memory used in all of them (Cognitive Memory: 3)
 * @param forgetScore           Mnemex score below which a memory is forgotten to cold storage (Mnemex: 0.05)
 */
public record LifecycleParameters(
        double promoteScore, long promoteUses, double promoteWindowDays, long promoteSessions, double forgetScore) {

    /** Mnemex: promote when score &gt;= 0.65. */
    public static final double PROMOTE_SCORE = 0.65;

    /** Mnemex: promote when used at least 5 times within the window. */
    public static final long PROMOTE_USES = 5;

    /** Mnemex: the use-count window is 14 days. */
    public static final double PROMOTE_WINDOW_DAYS = 14.0;

    /** Cognitive Memory: a memory used in 3 distinct sessions becomes core. */
    public static final long PROMOTE_SESSIONS = 3;

    /** Mnemex: forget when score &lt; 0.05. */
    public static final double FORGET_SCORE = 0.05;

    /** Validates every threshold; the forget score must lie below the promote score. */
    public LifecycleParameters {
        Checks.atLeast("lifecycle.promoteScore", promoteScore, 0.0);
        Checks.atLeast("lifecycle.promoteUses", promoteUses, 1L);
        Checks.atLeast("lifecycle.promoteWindowDays", promoteWindowDays, 0.0);
        Checks.atLeast("lifecycle.promoteSessions", promoteSessions, 1L);
        Checks.inRange("lifecycle.forgetScore", forgetScore, 0.0, promoteScore);
    }

    /** Returns the seed thresholds: 0.65, 5 uses in 14 days, 3 sessions, forget below 0.05. */
    public static LifecycleParameters defaults() {
        return new LifecycleParameters(PROMOTE_SCORE, PROMOTE_USES, PROMOTE_WINDOW_DAYS, PROMOTE_SESSIONS, FORGET_SCORE);
    }
}
