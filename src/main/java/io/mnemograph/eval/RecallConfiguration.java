package io.mnemograph.eval;

import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;

import java.util.List;

/**
 * A named recall configuration for {@code eval locomo}. Baselines with no scoring at all: {@code vector} (the bare
 * vector {@code SEARCH}, by cosine), {@code text} (the bare BM25 query) and {@code rrf} (both fused by reciprocal
 * rank). The pipeline with its scoring:
 * {@code flat} (vector seeds, hops 0), {@code bm25} (lexical seeds, hops 0), {@code hybrid} (fused seeds, hops 0),
 * {@code full} (the service's defaults, hops 2); these may be varied by {@code :key=value} parts, e.g.
 * {@code full:decay=cmm:spread=0.8:hops=1:seeds=vector}.
 *
 * @param bare true for the no-scoring baselines
 */
public record RecallConfiguration(String name, boolean bare, int hops, SeedMode seeds, DecayPreset decay,
                                  Double spreadFactor) {

    /** The default configurations, in report order. */
    public static final List<String> DEFAULTS = List.of("vector", "text", "rrf", "flat", "hybrid", "full");

    /** Parses one configuration; a wrong part fails naming {@code --configs} and the part. */
    public static RecallConfiguration parse(String spec) {
        String[] parts = spec.split(":");
        RecallConfiguration config = switch (parts[0]) {
            case "vector" -> new RecallConfiguration(spec, true, 0, SeedMode.VECTOR, null, null);
            case "text" -> new RecallConfiguration(spec, true, 0, SeedMode.LEXICAL, null, null);
            case "rrf" -> new RecallConfiguration(spec, true, 0, SeedMode.HYBRID, null, null);
            case "flat" -> new RecallConfiguration(spec, false, 0, SeedMode.VECTOR, null, null);
            case "bm25" -> new RecallConfiguration(spec, false, 0, SeedMode.LEXICAL, null, null);
            case "hybrid" -> new RecallConfiguration(spec, false, 0, SeedMode.HYBRID, null, null);
            case "full" -> new RecallConfiguration(spec, false, 2, null, null, null);
            default -> throw new IllegalArgumentException("--configs: unknown configuration \"" + parts[0]
                    + "\"; known: vector, text, rrf, flat, bm25, hybrid, full");
        };
        if (config.bare && parts.length > 1) {
            throw new IllegalArgumentException("--configs: the baseline \"" + parts[0] + "\" takes no variants");
        }
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("--configs: \"" + parts[i] + "\" in \"" + spec
                        + "\" is not key=value");
            }
            try {
                config = switch (kv[0]) {
                    case "hops" -> new RecallConfiguration(spec, false, Integer.parseInt(kv[1]), config.seeds,
                            config.decay, config.spreadFactor);
                    case "seeds" -> new RecallConfiguration(spec, false, config.hops, SeedMode.parse(kv[1]),
                            config.decay, config.spreadFactor);
                    case "decay" -> new RecallConfiguration(spec, false, config.hops, config.seeds,
                            DecayPreset.fromName(kv[1]), config.spreadFactor);
                    case "spread" -> new RecallConfiguration(spec, false, config.hops, config.seeds, config.decay,
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
