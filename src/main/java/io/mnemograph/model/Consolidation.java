package io.mnemograph.model;

import io.mnemograph.core.PromotionRule;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * What one consolidation sweep of one namespace changed: each count is what this sweep itself changed, never what
 * another sweep did.
 *
 * @param at              the instant the sweep evaluated the rules at
 * @param cooled          hot memories moved to cold storage
 * @param promoted        memories promoted to core, in total
 * @param promotedByRule  the same, by the rule that promoted them (every rule present, zero when none)
 * @param expired         memories deleted because their TTL had passed
 * @param edgesPruned     associations deleted because their decayed weight fell below the floor
 * @param edgesDecayed    associations kept whose decayed weight was recorded
 * @param duration        wall time of the sweep
 */
public record Consolidation(
        String namespace,
        Instant at,
        long cooled,
        long promoted,
        Map<PromotionRule, Long> promotedByRule,
        long expired,
        long edgesPruned,
        long edgesDecayed,
        Duration duration) {

    /** True when the sweep changed nothing. */
    public boolean unchanged() {
        return cooled == 0 && promoted == 0 && expired == 0 && edgesPruned == 0 && edgesDecayed == 0;
    }
}
