package io.mnemograph.core.decay;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
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
    CMM("cmm"),

    /** mememory: {@code e^(-0.005 x days_since_update)}. */
    MEMEMORY("mememory"),

    /** Mnemex combined score with the power-law curve (alpha 1.1, H 3 days). */
    MNEMEX_POWER_LAW("mnemex-power-law"),

    /** Mnemex combined score with the exponential curve (half-life 3 days). */
    MNEMEX_EXPONENTIAL("mnemex-exponential"),

    /** Mnemex combined score with the two-component curve (w 0.7, half-lives 12 h and 7 days). */
    MNEMEX_TWO_COMPONENT("mnemex-two-component");

    /** The service default, mememory, chosen by the LoCoMo measurement (decision 0002). */
    public static final DecayPreset DEFAULT = MEMEMORY;

    private final String presetName;

    DecayPreset(String presetName) {
        this.presetName = presetName;
    }

    /** Returns the kebab-case name, for example {@code mnemex-power-law}. */
    public String presetName() {
        return presetName;
    }

    /** Returns a new model of this preset with the given parameters. */
    public DecayModel create(DecayParameters parameters) {
        DecayParameters p = Objects.requireNonNull(parameters, "parameters");
        return switch (this) {
            case CMM -> new CmmDecay(p);
            case MEMEMORY -> new MememoryDecay(p);
            case MNEMEX_POWER_LAW ->
                new MnemexDecay(
                        p, new MnemexCurve.PowerLaw(p.mnemexAlpha(), p.mnemexPowerLawHalfLifeDays()), presetName);
            case MNEMEX_EXPONENTIAL ->
                new MnemexDecay(p, new MnemexCurve.Exponential(p.mnemexExponentialHalfLifeDays()), presetName);
            case MNEMEX_TWO_COMPONENT ->
                new MnemexDecay(
                        p,
                        new MnemexCurve.TwoComponent(
                                p.mnemexFastWeight(), p.mnemexFastHalfLifeDays(), p.mnemexSlowHalfLifeDays()),
                        presetName);
        };
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
