package io.mnemograph.core;

/** The rule that promoted a memory to core, for explanations and consolidation counts. */
public enum PromotionRule {

    /**
     * Mnemex: the combined score reached the promote threshold ({@code mnemograph.lifecycle.promote-score}, default
     * 2.1; Mnemex's seed value is 0.65).
     */
    SCORE,

    /** Mnemex: used at least 5 times (storing included) within 14 days of creation. */
    FREQUENT_USE,

    /** Cognitive Memory: used in at least 3 distinct sessions. */
    SESSIONS
}
