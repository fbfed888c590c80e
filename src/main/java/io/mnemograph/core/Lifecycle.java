package io.mnemograph.core;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The pure predicates of the memory lifecycle: when a memory is promoted to core, when it is forgotten.
 *
 * <p>Implementation notes: promotion applies when any rule holds, checked in the order score, frequent use,
 * sessions:
 * <pre>
 *   mnemex_score &gt;= promote_score                           (Mnemex; the service's 2.1, Mnemex's seed 0.65)
 *   access_count + 1 &gt;= 5  and  days since creation &lt;= 14   (Mnemex: storing is the first use)
 *   distinct sessions &gt;= 3                                  (Cognitive Memory)
 * </pre>
 * A memory that is already core is not promoted again. Forgetting applies when {@code mnemex_score < 0.05}; here it
 * moves a memory to cold storage, never deletes it. It applies to core memories too: no memory is immune, but a core
 * memory's score is taken on its slowed clock ({@link io.mnemograph.core.decay.StabilityRule}), so it cools far
 * later. The Mnemex score is the {@code factor} of a Mnemex decay preset, whichever preset ranks recall results.
 * The thresholds are {@link LifecycleParameters}: the service's come from {@code mnemograph.lifecycle.*}
 * (config.LifecycleSettings; promote score 2.1, because storing counts as the first use, docs/lifecycle.md).
 *
 * <p>References: [1] Mnemex, docs/scoring_algorithm.md, "Decision Thresholds". [2] Cognitive Memory, core after
 * use in 3 sessions.
 */
public final class Lifecycle {

    private final LifecycleParameters parameters;

    /** Creates the lifecycle rules with the given thresholds. */
    public Lifecycle(LifecycleParameters parameters) {
        this.parameters = Objects.requireNonNull(parameters, "parameters");
    }

    /** Returns the first promotion rule that holds for {@code memory} at {@code now}, if any. */
    public Optional<PromotionRule> promotionRule(
            double mnemexScore, MemoryTimeline memory, long distinctSessions, Instant now) {
        Objects.requireNonNull(memory, "memory");
        Checks.atLeast("mnemexScore", mnemexScore, 0.0);
        Checks.atLeast("distinctSessions", distinctSessions, 0L);
        if (memory.core()) {
            return Optional.empty();
        }
        if (mnemexScore >= parameters.promoteScore()) {
            return Optional.of(PromotionRule.SCORE);
        }
        long uses = memory.accessCount() + 1;
        if (uses >= parameters.promoteUses()
                && Days.between(memory.createdAt(), now) <= parameters.promoteWindowDays()) {
            return Optional.of(PromotionRule.FREQUENT_USE);
        }
        if (distinctSessions >= parameters.promoteSessions()) {
            return Optional.of(PromotionRule.SESSIONS);
        }
        return Optional.empty();
    }

    /** Returns whether {@code memory} should be promoted to core at {@code now}. */
    public boolean shouldPromote(double mnemexScore, MemoryTimeline memory, long distinctSessions, Instant now) {
        return promotionRule(mnemexScore, memory, distinctSessions, now).isPresent();
    }

    /** Returns whether a memory with this Mnemex score should be forgotten to cold storage. */
    public boolean shouldForget(double mnemexScore) {
        Checks.atLeast("mnemexScore", mnemexScore, 0.0);
        return mnemexScore < parameters.forgetScore();
    }
}
