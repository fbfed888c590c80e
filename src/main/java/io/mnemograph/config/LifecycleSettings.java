package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.bind.annotation.Bindable;
import io.mnemograph.core.AssociationDecay;
import io.mnemograph.core.LifecycleParameters;
import io.mnemograph.core.decay.DecayPreset;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;

/**
 * The consolidation sweep (design §5, docs/lifecycle.md): when it runs, how it batches, and the thresholds of
 * promotion, forgetting to cold storage and association pruning. Every default is the seed's; ranges are checked
 * here so a bad value stops start-up naming its key (the record is created eagerly, even with the schedule off).
 *
 * @param enabled              run the sweep on a schedule, over every namespace (default true)
 * @param sweepInterval        pause between the end of one scheduled sweep and the start of the next,
 *                             [1 s, 30 days] (default 1h)
 * @param initialDelay         delay of the first scheduled sweep after start-up, [0, 30 days] (default 1m)
 * @param batchSize            rows per inner transaction of the sweep, [1, 100,000] (default 1000)
 * @param lockTimeout          a sweep lock not renewed for this long is stale and may be taken over,
 *                             [1 s, 1 day] (default 10m)
 * @param scoreModel           the Mnemex preset that scores memories for promotion and forgetting:
 *                             mnemex-power-law, mnemex-exponential or mnemex-two-component (default mnemex-power-law);
 *                             its parameters are {@code mnemograph.scoring.mnemex-*} and the stability rule's
 * @param promoteScore         Mnemex score at or above which a memory is promoted, [0, 1000] (default 2.1, not
 *                             Mnemex's 0.65: with the storing counted as a use, 0.65 would promote every fresh
 *                             memory; 2.1 needs about three recalls and recent use; docs/lifecycle.md)
 * @param promoteUses          uses (storing included) that promote within the window, [1, 1,000,000] (Mnemex: 5)
 * @param promoteWindowDays    the window since creation for {@code promoteUses}, [0, 3650] (Mnemex: 14)
 * @param promoteSessions      distinct sessions that promote, [1, 1,000,000] (Cognitive Memory: 3)
 * @param forgetScore          Mnemex score below which a hot memory cools, [0, promote-score] (Mnemex: 0.05)
 * @param edgeTimeConstantDays association decay {@code e^(-days / tau)}, tau in (0, 36500] (Cognitive Memory: 90)
 * @param edgeFloor            decayed association weight below which an edge is pruned, [0, 1] (our choice: 0.05)
 */
@Context
@ConfigurationProperties(LifecycleSettings.PREFIX)
public record LifecycleSettings(
        @Bindable(defaultValue = "true") boolean enabled,
        @Bindable(defaultValue = "1h") Duration sweepInterval,
        @Bindable(defaultValue = "1m") Duration initialDelay,
        @Bindable(defaultValue = "1000") int batchSize,
        @Bindable(defaultValue = "10m") Duration lockTimeout,
        @Bindable(defaultValue = "mnemex-power-law") String scoreModel,
        @Bindable(defaultValue = "2.1") double promoteScore,
        @Bindable(defaultValue = "5") int promoteUses,
        @Bindable(defaultValue = "14.0") double promoteWindowDays,
        @Bindable(defaultValue = "3") int promoteSessions,
        @Bindable(defaultValue = "0.05") double forgetScore,
        @Bindable(defaultValue = "90.0") double edgeTimeConstantDays,
        @Bindable(defaultValue = "0.05") double edgeFloor) {

    public static final String PREFIX = "mnemograph.lifecycle";

    /** The presets whose factor is Mnemex's combined score, on the scale the thresholds are defined on. */
    static final Set<DecayPreset> MNEMEX_PRESETS =
            EnumSet.of(DecayPreset.MNEMEX_POWER_LAW, DecayPreset.MNEMEX_EXPONENTIAL, DecayPreset.MNEMEX_TWO_COMPONENT);

    private static final Duration MAX_INTERVAL = Duration.ofDays(30);

    public LifecycleSettings {
        requireDuration(PREFIX + ".sweep-interval", sweepInterval, Duration.ofSeconds(1), MAX_INTERVAL);
        requireDuration(PREFIX + ".initial-delay", initialDelay, Duration.ZERO, MAX_INTERVAL);
        requireDuration(PREFIX + ".lock-timeout", lockTimeout, Duration.ofSeconds(1), Duration.ofDays(1));
        ConfigurationError.requireRange(PREFIX + ".batch-size", batchSize, 1, 100_000);
        DecayPreset preset;
        try {
            preset = DecayPreset.fromName(scoreModel);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationError(PREFIX + ".score-model", scoreModel, e.getMessage());
        }
        if (!MNEMEX_PRESETS.contains(preset)) {
            throw new ConfigurationError(
                    PREFIX + ".score-model",
                    scoreModel,
                    "expected a Mnemex preset: mnemex-power-law, mnemex-exponential or mnemex-two-component");
        }
        ConfigurationError.requireRange(PREFIX + ".promote-score", promoteScore, 0, 1000);
        ConfigurationError.requireRange(PREFIX + ".promote-uses", promoteUses, 1, 1_000_000);
        ConfigurationError.requireRange(PREFIX + ".promote-window-days", promoteWindowDays, 0, 3650);
        ConfigurationError.requireRange(PREFIX + ".promote-sessions", promoteSessions, 1, 1_000_000);
        ConfigurationError.requireRange(PREFIX + ".forget-score", forgetScore, 0, promoteScore);
        ConfigurationError.requireRange(PREFIX + ".edge-time-constant-days", edgeTimeConstantDays, 1e-6, 36_500);
        ConfigurationError.requireRange(PREFIX + ".edge-floor", edgeFloor, 0, 1);
    }

    private static void requireDuration(String key, Duration value, Duration min, Duration max) {
        if (value == null) {
            throw new ConfigurationError(key, null, "expected a duration such as 1h, 30m or 10s");
        }
        if (value.compareTo(min) < 0 || value.compareTo(max) > 0) {
            throw new ConfigurationError(key, value, "expected a duration in [" + min + ", " + max + "]");
        }
    }

    /** The Mnemex preset that scores memories for promotion and forgetting. */
    public DecayPreset scorePreset() {
        return DecayPreset.fromName(scoreModel);
    }

    /** The promotion and forgetting thresholds for {@link io.mnemograph.core.Lifecycle}. */
    public LifecycleParameters lifecycleParameters() {
        return new LifecycleParameters(promoteScore, promoteUses, promoteWindowDays, promoteSessions, forgetScore);
    }

    /** Cognitive Memory's association decay with the configured time constant. */
    public AssociationDecay associationDecay() {
        return new AssociationDecay(edgeTimeConstantDays);
    }
}
