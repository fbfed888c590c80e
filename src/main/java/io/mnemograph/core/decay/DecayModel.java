package io.mnemograph.core.decay;

import io.mnemograph.core.MemoryTimeline;
import java.time.Instant;

/**
 * A forgetting curve: how much of a memory's relevance survives at a given instant.
 *
 * <p>Implementation notes: time is always passed in ({@code now}), never read from a clock, so a recall "as of"
 * an instant and a replay with an injected clock compute the same numbers. Every implementation is pure and
 * thread-safe. For a fixed memory the factor never rises as {@code now} moves forward, and a higher stability or
 * the core flag never lowers it (the stability rule of {@link StabilityRule}).
 */
public interface DecayModel {

    /**
     * Returns the decay factor of {@code memory} at {@code now}, in {@code [0, ∞)}.
     *
     * <p>The CMM and mememory presets stay in {@code [0, 1]}. The Mnemex presets return Mnemex's combined score
     * {@code n_use^beta x f(dt) x strength}, which exceeds 1 for a recently used memory that was recalled often
     * or has a strength above 1 (a fresh memory with strength 2 scores 2.0).
     */
    double factor(MemoryTimeline memory, Instant now);

    /**
     * Returns an upper bound of {@link #factor} over every memory and instant: 1 for the CMM and mememory presets,
     * unbounded ({@code +∞}) unless a model states one. Recall uses it to skip memories that cannot reach the
     * threshold.
     */
    default double maxFactor() {
        return Double.POSITIVE_INFINITY;
    }

    /** Returns the kebab-case preset name of this model, for example {@code mnemex-power-law}. */
    String name();
}
