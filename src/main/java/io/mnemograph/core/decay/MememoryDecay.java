package io.mnemograph.core.decay;

import io.mnemograph.core.Days;
import io.mnemograph.core.MemoryTimeline;
import java.time.Instant;
import java.util.Objects;

/**
 * mememory's gentle exponential decay on the time since the memory's content last changed.
 *
 * <p>Implementation notes: {@code decay = e^(-lambda x days_since_update_eff)} with lambda 0.005 per day (about
 * 139 days to half), measured from {@code updatedAt}, not from the last recall: updating a memory resets its clock,
 * recalling it does not (recall raises stability instead, which stretches the clock via {@link StabilityRule}).
 * Worked values: 5 days gives 0.975, 60 days 0.741.
 *
 * <p>References: [1] mememory, scoring guide: {@code decay = e^(-lambda x days_since_update)}, lambda = 0.005.
 */
public final class MememoryDecay implements DecayModel {

    private final DecayParameters parameters;

    /** Creates the mememory model with the given parameters. */
    public MememoryDecay(DecayParameters parameters) {
        this.parameters = Objects.requireNonNull(parameters, "parameters");
    }

    @Override
    public double factor(MemoryTimeline memory, Instant now) {
        double days = StabilityRule.effectiveDays(Days.between(memory.updatedAt(), now), memory, parameters);
        return Math.exp(-parameters.mememoryLambdaPerDay() * days);
    }

    /** Elapsed time is never negative ({@code Days}), so the factor is at most {@code e^0 = 1}. */
    @Override
    public double maxFactor() {
        return 1.0;
    }

    @Override
    public String name() {
        return DecayPreset.MEMEMORY.presetName();
    }
}
