package io.mnemograph.core;

import java.time.Duration;
import java.util.Objects;

/**
 * The stability a recalled memory ends with: spaced recalls consolidate it, massed recalls barely do.
 *
 * <p>Implementation notes:
 * <pre>
 *   f         = min(2.0, days_since_last_access / 7.0)       the spaced factor
 *   stability = min(1.0, stability + boost x f)              boost = 0.1 direct, 0.03 associative
 * </pre>
 * A memory recalled again within minutes gains almost nothing; one recalled after two weeks or more of disuse
 * gains the most (0.2 direct). The result never falls below the input and never exceeds
 * {@link MemoryTimeline#MAX_STABILITY}; it is non-decreasing in the time since last access. Negative elapsed time
 * counts as zero. The service applies it inside {@code cypher/recall/write-back.cypher}; this class is that
 * statement's reference model, and {@code CypherFormulasTest} checks the two agree.
 *
 * <p>References: [1] Cognitive Memory: direct boost 0.1, associative 0.03, spaced factor min(2.0, days / 7.0),
 * stability capped at 1.0.
 */
public final class SpacedBoost {

    private final BoostParameters parameters;

    /** Creates the boost with the given parameters. */
    public SpacedBoost(BoostParameters parameters) {
        this.parameters = Objects.requireNonNull(parameters, "parameters");
    }

    /** Returns the spaced factor for a recall {@code sinceLastAccess} after the previous one. */
    public double spacedFactor(Duration sinceLastAccess) {
        return Math.min(parameters.maxSpacedFactor(), Days.of(sinceLastAccess) / parameters.spacingIntervalDays());
    }

    /** Returns {@code stability} after a recall that reached the memory {@code via} the given route. */
    public double boostedStability(double stability, Duration sinceLastAccess, Via via) {
        Checks.inRange("stability", stability, MemoryTimeline.MIN_STABILITY, MemoryTimeline.MAX_STABILITY);
        Objects.requireNonNull(via, "via");
        double boost = via == Via.DIRECT ? parameters.direct() : parameters.associative();
        return Math.min(MemoryTimeline.MAX_STABILITY, stability + boost * spacedFactor(sinceLastAccess));
    }
}
