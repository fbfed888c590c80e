package io.mnemograph.core.decay;

import io.mnemograph.core.Days;
import io.mnemograph.core.MemoryTimeline;
import java.time.Instant;
import java.util.Objects;

/**
 * Mnemex's combined score: use count, a retention curve on the time since last use, and strength.
 *
 * <p>Implementation notes:
 * <pre>
 *   score = n_use^beta x f(dt_eff) x strength        n_use = access_count + 1
 * </pre>
 * Storing counts as the first use, so a fresh memory with strength 1 scores 1.0, never 0. {@code dt} runs from
 * the last recall (or from creation if never recalled) and is stretched by {@link StabilityRule}. The score is
 * not bounded by 1: five uses give {@code 5^0.6 = 2.63x}, strength 2 doubles it. This is intended: the promotion
 * (score &gt;= 2.1 in the service, Mnemex's own 0.65) and forgetting (score &lt; 0.05) thresholds are defined on
 * this scale.
 *
 * <p>References: [1] Mnemex README, "Core Algorithm"; docs/scoring_algorithm.md, "Combined score".
 */
public final class MnemexDecay implements DecayModel {

    private final DecayParameters parameters;
    private final MnemexCurve curve;
    private final String name;

    /** Creates a Mnemex model with the given curve, reported under {@code name}. */
    public MnemexDecay(DecayParameters parameters, MnemexCurve curve, String name) {
        this.parameters = Objects.requireNonNull(parameters, "parameters");
        this.curve = Objects.requireNonNull(curve, "curve");
        this.name = Objects.requireNonNull(name, "name");
    }

    @Override
    public double factor(MemoryTimeline memory, Instant now) {
        double uses = memory.accessCount() + 1.0;
        double days = StabilityRule.effectiveDays(Days.between(memory.lastAccessedAt(), now), memory, parameters);
        return Math.pow(uses, parameters.mnemexBeta()) * curve.retention(days) * memory.strength();
    }

    @Override
    public String name() {
        return name;
    }
}
