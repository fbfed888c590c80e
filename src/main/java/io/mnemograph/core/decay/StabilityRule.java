package io.mnemograph.core.decay;

import io.mnemograph.core.MemoryTimeline;

/**
 * The one rule by which stability and promotion slow every decay preset: they stretch the memory's clock.
 *
 * <p>Implementation notes: the elapsed time a preset sees is
 * <pre>
 *   dt_eff = dt / ((1 + k x stability) x (core ? c : 1))
 * </pre>
 * with {@code k = stabilityTimeScale} and {@code c = coreTimeScale} from {@link DecayParameters}. Dividing the
 * elapsed time by a factor is the same as multiplying every half-life or time constant by it, so the rule means
 * one thing for all five presets: a fully stable memory (stability 1) keeps its relevance {@code 1 + k} times
 * longer, a core memory {@code c} times longer again. Because every curve is non-increasing in elapsed time and
 * the divisor is non-decreasing in stability, a higher stability can never decay faster. With stability 0 and no
 * core flag the divisor is 1 and the seed formulas hold unchanged, so their worked examples still reproduce.
 *
 * <p>References: [1] Cognitive Memory: boosts raise stability, higher stability must slow decay.
 */
public final class StabilityRule {

    private StabilityRule() {}

    /** Returns the factor by which {@code memory}'s clock runs slower, at least 1. */
    public static double timeScale(MemoryTimeline memory, DecayParameters parameters) {
        double stable = 1.0 + parameters.stabilityTimeScale() * memory.stability();
        return memory.core() ? stable * parameters.coreTimeScale() : stable;
    }

    /** Returns the elapsed days a decay curve should see for {@code memory} after {@code elapsedDays}. */
    public static double effectiveDays(double elapsedDays, MemoryTimeline memory, DecayParameters parameters) {
        return elapsedDays / timeScale(memory, parameters);
    }
}
