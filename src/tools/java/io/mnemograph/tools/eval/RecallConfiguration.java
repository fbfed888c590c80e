package io.mnemograph.tools.eval;

import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.tools.peer.Peers;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A named recall configuration for {@code eval locomo} and {@code eval madial}. Baselines with no scoring at all:
 * {@code cosine} (exact cosine over every stored embedding, {@link ExactCosineSystem}), {@code vector} (the bare
 * vector {@code SEARCH}, by cosine through the approximate index), {@code text} (the bare BM25 query) and
 * {@code rrf} (both fused by reciprocal rank). The pipeline with its scoring:
 * {@code flat} (vector seeds, hops 0), {@code bm25} (lexical seeds, hops 0), {@code hybrid} (fused seeds, hops 0),
 * {@code full} (the service's defaults, hops 2); these may be varied by {@code :key=value} parts, e.g.
 * {@code full:decay=cmm:spread=0.8:hops=1:seeds=vector}, and by {@code :off=PART} (repeatable) turning a part of
 * recall off ({@link Ablation.Part#label()}: {@code full:off=decay:off=entity}). The graph baseline spreading is
 * compared with, from {@code hybrid}'s top 10: {@code expand} (plain 1-hop expansion, {@link OneHopExpansionSystem})
 * and {@code ppr} (personalized PageRank, {@link PageRankSystem}). A peer, another system on the
 * same Neo4j with the same vectors: {@code langchain4j} (LangChain4j's {@code Neo4jEmbeddingStore},
 * {@link PeerRecallSystem}; its classes are on the classpath only when run with {@code exec:exec@peer}, see
 * {@link io.mnemograph.tools.peer.Peers#LAUNCH}). What a client gets: {@code defaults}, the recall a client sends
 * with nothing but its query ({@link ClientDefaultsSystem}), with {@code :boost=false}, {@code :threshold=X}
 * and {@code :limit=N} variants.
 *
 * @param bare true for the no-scoring baselines (and for a peer)
 * @param ablation the parts of recall turned off ({@link Ablation#NONE} unless {@code :off=} variants say)
 * @param peer the {@link io.mnemograph.tools.peer.VectorPeer} name for a peer, null for our own configurations
 * @param client what a {@code defaults} configuration sends besides its query, null for every other configuration
 */
public record RecallConfiguration(
        String name,
        boolean bare,
        int hops,
        SeedMode seeds,
        DecayPreset decay,
        Double spreadFactor,
        Ablation ablation,
        String peer,
        ClientOptions client) {

    /** One of our own configurations (not a peer), every part of recall on. */
    public RecallConfiguration(
            String name, boolean bare, int hops, SeedMode seeds, DecayPreset decay, Double spreadFactor) {
        this(name, bare, hops, seeds, decay, spreadFactor, Ablation.NONE, null);
    }

    /** A configuration that is not {@code defaults}. */
    public RecallConfiguration(
            String name,
            boolean bare,
            int hops,
            SeedMode seeds,
            DecayPreset decay,
            Double spreadFactor,
            Ablation ablation,
            String peer) {
        this(name, bare, hops, seeds, decay, spreadFactor, ablation, peer, null);
    }

    /**
     * The options a {@code defaults} configuration sends besides its query; null sends nothing, so the service's
     * default applies.
     *
     * @param boost     false for a read-only recall, null for the service's default (boosting)
     * @param threshold the threshold, null for the service's default
     * @param limit     the number of results, null for the service's default
     */
    public record ClientOptions(Boolean boost, Double threshold, Integer limit) {

        /** True unless the recall is read-only. */
        public boolean boosts() {
            return !Boolean.FALSE.equals(boost);
        }
    }

    /** The default configurations, in report order. */
    public static final List<String> DEFAULTS =
            List.of("cosine", "vector", "text", "rrf", "flat", "hybrid", "full", "defaults");

    /** The name of the configuration that sends what a client sends with no option. */
    public static final String CLIENT_DEFAULTS = "defaults";

    /** The name of the exact cosine baseline. */
    public static final String EXACT_COSINE = "cosine";

    /** The name of the plain 1-hop expansion baseline. */
    public static final String ONE_HOP_EXPANSION = "expand";

    /** The name of the personalized PageRank baseline. */
    public static final String PAGE_RANK = "ppr";

    /** The PageRank baseline's damping factor, HippoRAG's (B. J. Gutierrez et al., NeurIPS 2024). */
    public static final double PAGE_RANK_DAMPING = 0.5;

    /** True for the exact cosine baseline ({@link ExactCosineSystem}). */
    public boolean exact() {
        return EXACT_COSINE.equals(name);
    }

    /** True for the plain 1-hop expansion baseline ({@link OneHopExpansionSystem}). */
    public boolean oneHopExpansion() {
        return ONE_HOP_EXPANSION.equals(name);
    }

    /** True for the personalized PageRank baseline ({@link PageRankSystem}). */
    public boolean pageRank() {
        return PAGE_RANK.equals(name);
    }

    /** True when recalling changes the memory (a boosting {@code defaults}): such a system must be asked last. */
    public boolean boosts() {
        return client != null && client.boosts();
    }

    /** Parses one configuration; a wrong part fails naming {@code --configs} and the part. */
    public static RecallConfiguration parse(String spec) {
        String[] parts = spec.split(":");
        if (parts[0].equals(CLIENT_DEFAULTS)) {
            return clientDefaults(spec, parts);
        }
        RecallConfiguration config = switch (parts[0]) {
            case EXACT_COSINE -> new RecallConfiguration(spec, true, 0, SeedMode.VECTOR, null, null);
            case "vector" -> new RecallConfiguration(spec, true, 0, SeedMode.VECTOR, null, null);
            case "text" -> new RecallConfiguration(spec, true, 0, SeedMode.LEXICAL, null, null);
            case "rrf" -> new RecallConfiguration(spec, true, 0, SeedMode.HYBRID, null, null);
            case PAGE_RANK, ONE_HOP_EXPANSION -> new RecallConfiguration(spec, true, 0, SeedMode.HYBRID, null, null);
            case "flat" -> new RecallConfiguration(spec, false, 0, SeedMode.VECTOR, null, null);
            case "bm25" -> new RecallConfiguration(spec, false, 0, SeedMode.LEXICAL, null, null);
            case "hybrid" -> new RecallConfiguration(spec, false, 0, SeedMode.HYBRID, null, null);
            case "full" -> new RecallConfiguration(spec, false, 2, null, null, null);
            case Peers.LANGCHAIN4J ->
                new RecallConfiguration(spec, true, 0, SeedMode.VECTOR, null, null, Ablation.NONE, Peers.LANGCHAIN4J);
            default ->
                throw new IllegalArgumentException("--configs: unknown configuration \"" + parts[0]
                        + "\"; known: cosine, vector, text, rrf, ppr, expand, flat, bm25, hybrid, defaults, full, "
                        + Peers.LANGCHAIN4J);
        };
        if (config.bare && parts.length > 1) {
            throw new IllegalArgumentException("--configs: the " + (config.peer == null ? "baseline" : "peer") + " \""
                    + parts[0] + "\" takes no variants");
        }
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException(
                        "--configs: \"" + parts[i] + "\" in \"" + spec + "\" is not key=value");
            }
            try {
                config = switch (kv[0]) {
                    case "hops" ->
                        new RecallConfiguration(
                                spec,
                                false,
                                Integer.parseInt(kv[1]),
                                config.seeds,
                                config.decay,
                                config.spreadFactor,
                                config.ablation,
                                null);
                    case "seeds" ->
                        new RecallConfiguration(
                                spec,
                                false,
                                config.hops,
                                SeedMode.parse(kv[1]),
                                config.decay,
                                config.spreadFactor,
                                config.ablation,
                                null);
                    case "decay" ->
                        new RecallConfiguration(
                                spec,
                                false,
                                config.hops,
                                config.seeds,
                                DecayPreset.fromName(kv[1]),
                                config.spreadFactor,
                                config.ablation,
                                null);
                    case "spread" ->
                        new RecallConfiguration(
                                spec,
                                false,
                                config.hops,
                                config.seeds,
                                config.decay,
                                Double.parseDouble(kv[1]),
                                config.ablation,
                                null);
                    case "off" -> config.turningOff(Ablation.Part.fromLabel(kv[1]));
                    default ->
                        throw new IllegalArgumentException(
                                "unknown key \"" + kv[0] + "\" (hops, seeds, decay, spread, off)");
                };
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        "--configs: \"" + parts[i] + "\" in \"" + spec + "\": " + e.getMessage(), e);
            }
        }
        return config;
    }

    private static RecallConfiguration clientDefaults(String spec, String[] parts) {
        Boolean boost = null;
        Double threshold = null;
        Integer limit = null;
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            try {
                switch (kv[0]) {
                    case "boost" ->
                        boost = switch (kv.length == 2 ? kv[1] : "") {
                            case "true" -> true;
                            case "false" -> false;
                            default -> throw new IllegalArgumentException("boost is true or false");
                        };
                    case "threshold" -> threshold = kv.length == 2 ? Double.parseDouble(kv[1]) : Double.NaN;
                    case "limit" -> limit = kv.length == 2 ? Integer.parseInt(kv[1]) : 0;
                    default ->
                        throw new IllegalArgumentException(
                                "\"" + CLIENT_DEFAULTS + "\" takes only boost=, threshold= and limit=");
                }
                if (limit != null && limit < 1) {
                    throw new IllegalArgumentException("limit is a whole number >= 1");
                }
                if (threshold != null && !(threshold >= 0)) {
                    throw new IllegalArgumentException("threshold is a number >= 0");
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        "--configs: \"" + parts[i] + "\" in \"" + spec + "\": " + e.getMessage(), e);
            }
        }
        return new RecallConfiguration(
                spec, false, 0, null, null, null, Ablation.NONE, null, new ClientOptions(boost, threshold, limit));
    }

    private RecallConfiguration turningOff(Ablation.Part part) {
        Set<Ablation.Part> off = EnumSet.of(part);
        off.addAll(ablation.off());
        return new RecallConfiguration(name, false, hops, seeds, decay, spreadFactor, new Ablation(off), null);
    }
}
