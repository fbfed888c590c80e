package io.mnemograph.core.scoring;

import io.mnemograph.core.Priming;
import io.mnemograph.core.ScopeWeight;
import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.decay.DecayModel;
import io.mnemograph.core.decay.DecayParameters;
import io.mnemograph.core.decay.DecayPreset;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Scores one memory for one recall: {@code similarity x decay x importance x priming x scope_weight x weight x
 * activation} ({@link ScoreComponents}, docs/formulas.md section 1).
 *
 * <p>Implementation notes: every decay preset is built once, so a recall can name another preset than the configured
 * one at no cost. Stateless after construction and thread-safe.
 */
public final class Scorer {

    private final Map<DecayPreset, DecayModel> decayModels = new EnumMap<>(DecayPreset.class);
    private final Priming priming;
    private final ScopeWeight scopeWeight;

    /**
     * @param decayParameters the parameters of every decay preset
     * @param priming         session priming
     * @param scopeWeight     scope weights
     */
    public Scorer(DecayParameters decayParameters, Priming priming, ScopeWeight scopeWeight) {
        for (DecayPreset preset : DecayPreset.values()) {
            decayModels.put(preset, preset.create(decayParameters));
        }
        this.priming = Objects.requireNonNull(priming, "priming");
        this.scopeWeight = Objects.requireNonNull(scopeWeight, "scopeWeight");
    }

    /**
     * The score components of {@code memory} in one recall.
     *
     * @param similarity            cosine to the query; negative cosine counts as 0 (no relevance)
     * @param activation            1.0 for a seed, the spread activation for an associative result
     * @param turnsSinceActivation  recalls in this session since the memory was last active in it, if ever
     * @param decay                 the recall's decay preset
     * @param policy                decay, importance and priming the policy leaves out count as 1
     */
    public ScoreComponents score(
            ScoredMemory memory,
            double similarity,
            double activation,
            OptionalInt turnsSinceActivation,
            boolean recallNamesProject,
            Instant at,
            DecayPreset decay,
            RecallPolicy policy) {
        return new ScoreComponents(
                Math.clamp(similarity, 0.0, 1.0),
                policy.decay().of(() -> decayModel(decay).factor(memory.timeline(), at)),
                policy.importance().of(memory::importance),
                policy.priming().of(() -> priming.factor(turnsSinceActivation)),
                scopeWeight.weight(memory.scope(), recallNamesProject),
                memory.weight(),
                activation);
    }

    /**
     * The largest {@code decay x priming x scope_weight} any memory can get in this recall: a memory reached with
     * activation {@code a} scores at most {@code a x importance x weight x} this (its similarity and activation
     * multiply to {@code a}; {@link ScoreBounds}). Priming counts only in a session (outside one every memory's factor
     * is 1). {@code +∞} when the decay preset states no bound (the Mnemex presets). A factor the policy leaves out
     * is 1.
     */
    public double ceiling(boolean recallNamesProject, boolean inSession, DecayPreset decay, RecallPolicy policy) {
        RecallPolicy.Factor sessionPriming = inSession ? policy.priming() : RecallPolicy.Factor.NEUTRAL;
        return policy.decay().of(() -> decayModel(decay).maxFactor())
                * sessionPriming.of(priming::maxFactor)
                * scopeWeight.maxWeight(recallNamesProject);
    }

    /** The model of {@code decay} (every preset is built at construction). */
    private DecayModel decayModel(DecayPreset decay) {
        return Objects.requireNonNull(decayModels.get(decay), decay.name());
    }
}
