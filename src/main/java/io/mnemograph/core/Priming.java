package io.mnemograph.core;

import java.util.OptionalInt;

/**
 * The priming factor: a memory activated a few turns ago in the same session is easier to recall again (CMM).
 *
 * <p>Implementation notes:
 * <pre>
 *   priming = 1 + boost x e^(-rate x turns)    for 0 &lt;= turns &lt;= window
 *           = 1                                 beyond the window, or if never activated in this session
 * </pre>
 * With the defaults the factor is 1.3 at activation, 1.18 one turn later, 1.11 after two, and 1.002 at turn 10;
 * it then drops to exactly 1. The factor is in {@code [1, 1 + boost]} and never rises with the turn count.
 *
 * <p>References: [1] CMM priming: {@code 1 + 0.3 x e^(-0.5 x turns_since_activation)}, at most 10 turns.
 *
 * @param boost       extra weight at activation, &gt;= 0 (CMM: 0.3)
 * @param rate        decay per turn, &gt;= 0 (CMM: 0.5)
 * @param windowTurns last turn that still primes, &gt;= 0 (CMM: 10)
 */
public record Priming(double boost, double rate, int windowTurns) {

    /** CMM: a just-activated memory weighs 1.3. */
    public static final double BOOST = 0.3;

    /** CMM: the boost falls by {@code e^-0.5} per turn. */
    public static final double RATE = 0.5;

    /** CMM: priming lasts at most 10 turns of the same session. */
    public static final int WINDOW_TURNS = 10;

    /** The factor of a memory that is not primed. */
    public static final double NOT_PRIMED = 1.0;

    /** Validates that every parameter is non-negative. */
    public Priming {
        Checks.atLeast("priming.boost", boost, 0.0);
        Checks.atLeast("priming.rate", rate, 0.0);
        Checks.atLeast("priming.windowTurns", windowTurns, 0L);
    }

    /** Returns CMM's parameters: boost 0.3, rate 0.5, window 10 turns. */
    public static Priming defaults() {
        return new Priming(BOOST, RATE, WINDOW_TURNS);
    }

    /** Returns the factor {@code turnsSinceActivation} turns after activation; throws if negative. */
    public double factor(int turnsSinceActivation) {
        if (turnsSinceActivation < 0) {
            throw new IllegalArgumentException("turnsSinceActivation must be >= 0 but was " + turnsSinceActivation);
        }
        if (turnsSinceActivation > windowTurns) {
            return NOT_PRIMED;
        }
        return 1.0 + boost * Math.exp(-rate * turnsSinceActivation);
    }

    /** Returns the largest factor: {@code 1 + boost}, at activation. */
    public double maxFactor() {
        return 1.0 + boost;
    }

    /** Returns the factor for an optional activation; empty (never activated in this session) gives 1.0. */
    public double factor(OptionalInt turnsSinceActivation) {
        return turnsSinceActivation.isPresent() ? factor(turnsSinceActivation.getAsInt()) : NOT_PRIMED;
    }
}
