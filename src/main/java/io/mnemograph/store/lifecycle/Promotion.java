package io.mnemograph.store.lifecycle;

import io.mnemograph.core.PromotionRule;
import java.util.Locale;

/** A memory the consolidation sweep promotes to core, and the rule that promoted it. */
public record Promotion(LifecycleCandidate memory, PromotionRule rule) {

    /** The rule as stored in {@code promotion_rule}: {@code score}, {@code frequent_use} or {@code sessions}. */
    public String ruleName() {
        return rule.name().toLowerCase(Locale.ROOT);
    }
}
