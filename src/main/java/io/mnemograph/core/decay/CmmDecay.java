package io.mnemograph.core.decay;

import io.mnemograph.core.Days;
import io.mnemograph.core.MemoryTimeline;
import java.time.Instant;
import java.util.Objects;

/**
 * CMM's decay: a grace period, a lock for frequently used memories, otherwise frequency-damped exponential decay.
 *
 * <p>Implementation notes:
 * <pre>
 *   age_created      = days since creation
 *   accesses_per_week = access_count / max(1, age_created / 7)
 *   decay = 1                                   if age_created &lt;= grace (14 days)
 *         = 1                                   if accesses_per_week &gt;= lock (0.5)
 *         = e^(-lambda_eff x idle_eff)          otherwise
 *   lambda_eff = lambda / (1 + freq_weight x accesses_per_week)
 *   idle_eff   = days since last access, stretched by {@link StabilityRule}
 * </pre>
 * The frequency is averaged over the memory's whole life, with at least one week in the denominator so that a
 * memory recalled once on its first day does not count as "once per hour". As time passes the frequency can only
 * fall, so lambda_eff can only rise and the lock can only release: the factor never rises with time.
 *
 * <p>References: [1] CMM decay (grace period, lock, lambda_eff). lambda (0.03/day) and freq_weight (1.0) are our
 * choice; the seed gives their form only.
 */
public final class CmmDecay implements DecayModel {

    private final DecayParameters parameters;

    /** Creates the CMM model with the given parameters. */
    public CmmDecay(DecayParameters parameters) {
        this.parameters = Objects.requireNonNull(parameters, "parameters");
    }

    @Override
    public double factor(MemoryTimeline memory, Instant now) {
        double ageDays = Days.between(memory.createdAt(), now);
        if (ageDays <= parameters.cmmGraceDays()) {
            return 1.0;
        }
        double accessesPerWeek = accessesPerWeek(memory.accessCount(), ageDays);
        if (accessesPerWeek >= parameters.cmmLockAccessesPerWeek()) {
            return 1.0;
        }
        double lambdaEff = parameters.cmmLambdaPerDay() / (1.0 + parameters.cmmFrequencyWeight() * accessesPerWeek);
        double idleDays = StabilityRule.effectiveDays(Days.between(memory.lastAccessedAt(), now), memory, parameters);
        return Math.exp(-lambdaEff * idleDays);
    }

    /** Elapsed time is never negative ({@code Days}), so the factor is at most {@code e^0 = 1}. */
    @Override
    public double maxFactor() {
        return 1.0;
    }

    @Override
    public String name() {
        return DecayPreset.CMM.presetName();
    }

    /** Returns accesses per week over a life of {@code ageDays}, counting at least one week. */
    static double accessesPerWeek(long accessCount, double ageDays) {
        return accessCount / Math.max(1.0, ageDays / Days.DAYS_PER_WEEK);
    }
}
