package io.mnemograph.core.scoring;

import io.mnemograph.core.Nullable;
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
    private final DecayPreset defaultPreset;
    private final Priming priming;
    private final ScopeWeight scopeWeight;

    /**
     * @param decayParameters the parameters of every decay preset
     * @param defaultPreset   the preset of a recall that names none
     * @param priming         session priming
     * @param scopeWeight     scope weights
     */
    public Scorer(
            DecayParameters decayParameters, DecayPreset defaultPreset, Priming priming, ScopeWeight scopeWeight) {
        for (DecayPreset preset : DecayPreset.values()) {
            decayModels.put(preset, preset.create(decayParameters));
        }
        this.defaultPreset = Objects.requireNonNull(defaultPreset, "defaultPreset");
        this.priming = Objects.requireNonNull(priming, "priming");
        this.scopeWeight = Objects.requireNonNull(scopeWeight, "scopeWeight");
    }

    /**
     * The score components of {@code memory} in one recall.
     *
     * @param similarity            cosine to the query; negative cosine counts as 0 (no relevance)
     * @param activation            1.0 for a seed, the spread activation for an associative result
     * @param turnsSinceActivation  recalls in this session since the memory was last active in it, if ever
     * @param decay                 the decay preset, or null for the configured one
     * @param ablation              decay, importance and priming turned off count as 1
     */
    public ScoreComponents score(
            ScoredMemory memory,
            double similarity,
            double activation,
            OptionalInt turnsSinceActivation,
            boolean recallNamesProject,
            Instant at,
            @Nullable DecayPreset decay,
            Ablation ablation) {
        return new ScoreComponents(
                Math.clamp(similarity, 0.0, 1.0),
                ablation.isOff(Ablation.Part.DECAY) ? 1.0 : decayModel(decay).factor(memory.timeline(), at),
                ablation.isOff(Ablation.Part.IMPORTANCE) ? 1.0 : memory.importance(),
                ablation.isOff(Ablation.Part.PRIMING) ? 1.0 : priming.factor(turnsSinceActivation),
                scopeWeight.weight(memory.scope(), recallNamesProject),
                memory.weight(),
                activation);
    }

    /**
     * The largest {@code decay x priming x scope_weight} any memory can get in this recall: a memory reached with
     * activation {@code a} scores at most {@code a x importance x weight x} this (its similarity and activation
     * multiply to {@code a}; {@link ScoreBounds}). Priming counts only in a session (outside one every memory's factor
     * is 1). {@code +∞} when the decay preset states no bound (the Mnemex presets). A factor the ablation turns off
     * is 1.
     */
    public double ceiling(
            boolean recallNamesProject, boolean inSession, @Nullable DecayPreset decay, Ablation ablation) {
        return (ablation.isOff(Ablation.Part.DECAY) ? 1.0 : decayModel(decay).maxFactor())
                * (inSession && !ablation.isOff(Ablation.Part.PRIMING) ? priming.maxFactor() : 1.0)
                * scopeWeight.maxWeight(recallNamesProject);
    }

    /** The model of {@code decay}, or of the configured preset when null (every preset is built at construction). */
    private DecayModel decayModel(@Nullable DecayPreset decay) {
        DecayPreset preset = decay == null ? defaultPreset : decay;
        return Objects.requireNonNull(decayModels.get(preset), preset.name());
    }
}
