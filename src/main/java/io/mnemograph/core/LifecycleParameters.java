package io.mnemograph.core;

/**
 * The thresholds of promotion to core and of forgetting to cold storage, validated, with the seed's literal values
 * ({@link #defaults()}). The service runs with {@code mnemograph.lifecycle.*} (config.LifecycleSettings), whose
 * promote score defaults to 2.1, not the seed's 0.65: storing counts as the first use, so a fresh memory scores 1.0
 * and 0.65 would promote every memory (docs/lifecycle.md, "Why the default promote-score is 2.1").
 *
 * @param promoteScore          Mnemex score at or above which a memory is promoted (the seed's Mnemex value: 0.65;
 *                              the service's default: 2.1)
 * @param promoteUses           uses (storing included) that promote when reached within the window (Mnemex: 5)
 * @param promoteWindowDays     the window since creation for {@code promoteUses}, in days (Mnemex: 14)
 * @param promoteSessions       distinct sessions that promote a memory used in all of them (Cognitive Memory: 3)
 * @param forgetScore           Mnemex score below which a memory is forgotten to cold storage (Mnemex: 0.05)
 */
public record LifecycleParameters(
        double promoteScore, long promoteUses, double promoteWindowDays, long promoteSessions, double forgetScore) {

    /** Mnemex's literal promote threshold, score &gt;= 0.65; the service's default is 2.1 (see the type's Javadoc). */
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

    /**
     * Returns the seed's literal thresholds: 0.65, 5 uses in 14 days, 3 sessions, forget below 0.05 (the service
     * promotes by score at 2.1 instead: config.LifecycleSettings).
     */
    public static LifecycleParameters defaults() {
        return new LifecycleParameters(
                PROMOTE_SCORE, PROMOTE_USES, PROMOTE_WINDOW_DAYS, PROMOTE_SESSIONS, FORGET_SCORE);
    }
}
