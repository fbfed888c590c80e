package io.mnemograph.core.decay;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The named decay models a deployment can choose from, parsed from their kebab-case names.
 *
 * <p>Implementation notes: names are matched case-insensitively after trimming, and {@code _} is read as
 * {@code -} so that an environment variable value such as {@code MNEMEX_POWER_LAW} also works. {@link #DEFAULT} is
 * the service default, chosen by measurement (docs/decisions/0002-default-decay-and-hybrid-seeds.md) and bound as
 * the default of {@code mnemograph.scoring.decay-model}.
 */
public enum DecayPreset {

    /** CMM: grace period, frequency lock, frequency-damped exponential. */
    CMM("cmm", CmmDecay::new),

    /** mememory: {@code e^(-0.005 x days_since_update)}. */
    MEMEMORY("mememory", MememoryDecay::new),

    /** Mnemex combined score with the power-law curve (alpha 1.1, H 3 days). */
    MNEMEX_POWER_LAW("mnemex-power-law", p -> new MnemexDecay(p,
            new MnemexCurve.PowerLaw(p.mnemexAlpha(), p.mnemexPowerLawHalfLifeDays()), "mnemex-power-law")),

    /** Mnemex combined score with the exponential curve (half-life 3 days). */
    MNEMEX_EXPONENTIAL("mnemex-exponential", p -> new MnemexDecay(p,
            new MnemexCurve.Exponential(p.mnemexExponentialHalfLifeDays()), "mnemex-exponential")),

    /** Mnemex combined score with the two-component curve (w 0.7, half-lives 12 h and 7 days). */
    MNEMEX_TWO_COMPONENT("mnemex-two-component", p -> new MnemexDecay(p,
            new MnemexCurve.TwoComponent(p.mnemexFastWeight(), p.mnemexFastHalfLifeDays(),
                    p.mnemexSlowHalfLifeDays()), "mnemex-two-component"));

    /** The service default, mememory, chosen by the LoCoMo measurement (decision 0002). */
    public static final DecayPreset DEFAULT = MEMEMORY;

    private final String presetName;
    private final Function<DecayParameters, DecayModel> factory;

    DecayPreset(String presetName, Function<DecayParameters, DecayModel> factory) {
        this.presetName = presetName;
        this.factory = factory;
    }

    /** Returns the kebab-case name, for example {@code mnemex-power-law}. */
    public String presetName() {
        return presetName;
    }

    /** Returns a new model of this preset with the given parameters. */
    public DecayModel create(DecayParameters parameters) {
        return factory.apply(Objects.requireNonNull(parameters, "parameters"));
    }

    /** Returns the preset named {@code name}; throws listing the valid names if there is none. */
    public static DecayPreset fromName(String name) {
        Objects.requireNonNull(name, "name");
        String key = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        return Arrays.stream(values())
                .filter(preset -> preset.presetName.equals(key))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "unknown decay preset '" + name + "'; valid presets: " + validNames()));
    }

    private static String validNames() {
        return Arrays.stream(values()).map(DecayPreset::presetName).collect(Collectors.joining(", "));
    }
}
