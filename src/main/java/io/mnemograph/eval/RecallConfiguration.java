package io.mnemograph.eval;

import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;

import java.util.List;

/**
 * A named recall configuration for {@code eval locomo}: a base ({@code flat}: vector seeds, hops 0; {@code bm25}:
 * lexical seeds, hops 0; {@code hybrid}: fused seeds, hops 0; {@code full}: the service's defaults, hops 2),
 * optionally varied by {@code :key=value} parts, e.g. {@code full:decay=cmm:spread=0.8:hops=1:seeds=vector}.
 */
public record RecallConfiguration(String name, int hops, SeedMode seeds, DecayPreset decay, Double spreadFactor) {

    /** The base configurations, in report order. */
    public static final List<String> BASES = List.of("flat", "bm25", "hybrid", "full");

    /** Parses one configuration; a wrong part fails naming {@code --configs} and the part. */
    public static RecallConfiguration parse(String spec) {
        String[] parts = spec.split(":");
        RecallConfiguration config = switch (parts[0]) {
            case "flat" -> new RecallConfiguration(spec, 0, SeedMode.VECTOR, null, null);
            case "bm25" -> new RecallConfiguration(spec, 0, SeedMode.LEXICAL, null, null);
            case "hybrid" -> new RecallConfiguration(spec, 0, SeedMode.HYBRID, null, null);
            case "full" -> new RecallConfiguration(spec, 2, null, null, null);
            default -> throw new IllegalArgumentException("--configs: unknown configuration \"" + parts[0]
                    + "\"; known: " + BASES);
        };
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("--configs: \"" + parts[i] + "\" in \"" + spec
                        + "\" is not key=value");
            }
            try {
                config = switch (kv[0]) {
                    case "hops" -> new RecallConfiguration(spec, Integer.parseInt(kv[1]), config.seeds, config.decay,
                            config.spreadFactor);
                    case "seeds" -> new RecallConfiguration(spec, config.hops, SeedMode.parse(kv[1]), config.decay,
                            config.spreadFactor);
                    case "decay" -> new RecallConfiguration(spec, config.hops, config.seeds,
                            DecayPreset.fromName(kv[1]), config.spreadFactor);
                    case "spread" -> new RecallConfiguration(spec, config.hops, config.seeds, config.decay,
                            Double.parseDouble(kv[1]));
                    default -> throw new IllegalArgumentException("unknown key \"" + kv[0]
                            + "\" (hops, seeds, decay, spread)");
                };
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--configs: \"" + parts[i] + "\" in \"" + spec + "\": "
                        + e.getMessage(), e);
            }
        }
        return config;
    }
}
