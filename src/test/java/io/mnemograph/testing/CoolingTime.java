package io.mnemograph.testing;

import io.mnemograph.core.decay.DecayParameters;
import java.time.Instant;

/**
 * How long a memory must go unused before the sweep cools it: the Mnemex power-law score solved for the forget score.
 *
 * <p>Implementation notes: written out here from the parameters, independently of {@code core}, so that tests check
 * the sweep against the formula of docs/lifecycle.md rather than against the code under test:
 * <pre>
 *   n^beta x (1 + dt / (scale x t0))^-alpha x strength = forget      n = access_count + 1,  t0 = H / (2^(1/alpha) - 1)
 *   dt = scale x t0 x ((forget / (n^beta x strength))^(-1/alpha) - 1)      scale = (1 + k x stability) x (core ? c : 1)
 * </pre>
 */
public final class CoolingTime {

    private static final double MILLIS_PER_DAY = 86_400_000.0;

    private CoolingTime() {}

    /** Returns the days after the last use at which the memory's score reaches {@code forgetScore}. */
    public static double days(
            DecayParameters p, double forgetScore, long accessCount, double stability, double strength, boolean core) {
        double t0 = p.mnemexPowerLawHalfLifeDays() / (Math.pow(2.0, 1.0 / p.mnemexAlpha()) - 1.0);
        double scale = (1.0 + p.stabilityTimeScale() * stability) * (core ? p.coreTimeScale() : 1.0);
        double peak = Math.pow(accessCount + 1.0, p.mnemexBeta()) * strength;
        return scale * t0 * (Math.pow(forgetScore / peak, -1.0 / p.mnemexAlpha()) - 1.0);
    }

    /** Returns {@code from} plus {@code days} (fractional), to the millisecond. */
    public static Instant after(Instant from, double days) {
        return from.plusMillis(Math.round(days * MILLIS_PER_DAY));
    }
}
