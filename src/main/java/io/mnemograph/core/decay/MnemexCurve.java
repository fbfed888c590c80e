package io.mnemograph.core.decay;

import io.mnemograph.core.Checks;

/**
 * One of Mnemex's three retention curves {@code f(dt)}: 1 at {@code dt = 0}, non-increasing, in {@code (0, 1]}.
 *
 * <p>Implementation notes: the curves take elapsed time in days. The power law has the heaviest tail, the
 * exponential the lightest; the two-component mix forgets the first hours quickly but keeps a slower tail.
 * At one half-life the power law and the exponential both give exactly 0.5.
 *
 * <p>References: [1] Mnemex, docs/scoring_algorithm.md, "Model Selection".
 */
public sealed interface MnemexCurve {

    /** Returns the fraction retained after {@code days} of disuse. */
    double retention(double days);

    /**
     * Power law {@code (1 + dt/t0)^-alpha} with {@code t0 = H / (2^(1/alpha) - 1)}, so that {@code f(H) = 0.5}.
     *
     * @param alpha        shape, &gt; 0
     * @param halfLifeDays H, &gt; 0
     */
    record PowerLaw(double alpha, double halfLifeDays) implements MnemexCurve {

        /** Validates that both parameters are positive. */
        public PowerLaw {
            Checks.positive("mnemexAlpha", alpha);
            Checks.positive("mnemexPowerLawHalfLifeDays", halfLifeDays);
        }

        /** Returns the characteristic time {@code t0} in days. */
        public double t0Days() {
            return halfLifeDays / (Math.pow(2.0, 1.0 / alpha) - 1.0);
        }

        @Override
        public double retention(double days) {
            return Math.pow(1.0 + days / t0Days(), -alpha);
        }
    }

    /**
     * Exponential {@code e^(-lambda dt)} with {@code lambda = ln 2 / half-life}.
     *
     * @param halfLifeDays half-life, &gt; 0
     */
    record Exponential(double halfLifeDays) implements MnemexCurve {

        /** Validates that the half-life is positive. */
        public Exponential {
            Checks.positive("mnemexExponentialHalfLifeDays", halfLifeDays);
        }

        @Override
        public double retention(double days) {
            return halve(days, halfLifeDays);
        }
    }

    /**
     * Two-component {@code w e^(-lf dt) + (1 - w) e^(-ls dt)}, each lambda from its half-life.
     *
     * @param fastWeight       w in [0, 1]
     * @param fastHalfLifeDays half-life of the fast component, &gt; 0
     * @param slowHalfLifeDays half-life of the slow component, &gt; 0
     */
    record TwoComponent(double fastWeight, double fastHalfLifeDays, double slowHalfLifeDays) implements MnemexCurve {

        /** Validates the weight range and that both half-lives are positive. */
        public TwoComponent {
            Checks.inRange("mnemexFastWeight", fastWeight, 0.0, 1.0);
            Checks.positive("mnemexFastHalfLifeDays", fastHalfLifeDays);
            Checks.positive("mnemexSlowHalfLifeDays", slowHalfLifeDays);
        }

        @Override
        public double retention(double days) {
            return fastWeight * halve(days, fastHalfLifeDays) + (1.0 - fastWeight) * halve(days, slowHalfLifeDays);
        }
    }

    /** Returns {@code e^(-ln 2 / halfLife x days)}, the fraction left after {@code days} of exponential decay. */
    private static double halve(double days, double halfLifeDays) {
        return Math.exp(-Math.log(2.0) / halfLifeDays * days);
    }
}
