package io.mnemograph.tools.eval;

import io.mnemograph.core.SeedMode;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.embedding.InProcessModel;
import io.mnemograph.embedding.OnnxEmbeddingProvider;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The flat baselines of every embedding channel (issue 47), reported before the configurations: {@code BM25} (the
 * bare full-text query), each model's exact cosine ({@code MiniLM cosine}, {@code bge cosine}; {@link
 * ExactCosineSystem}), each fused with BM25 by reciprocal rank ({@code RRF(BM25, MiniLM)}, {@code RRF(BM25, bge)})
 * and, with two models or more, all of them fused ({@code RRF(BM25, MiniLM, bge)}; {@link RankFusionSystem}).
 *
 * <p>A model that is the service's primary one ranks the vectors the pipeline stored; any other ranks vectors it makes
 * of the stored contents (the texts the pipeline embeds), with the service's own channel when it runs one, else with
 * a model opened here. So the flat figures are the same whichever channels the evaluated service runs.
 */
public final class ChannelBaselines {

    /** A model whose flat baselines can be reported, by its {@code --channels} key. */
    public enum Model {
        /** all-MiniLM-L6-v2. */
        MINILM(InProcessModel.MINILM, "MiniLM"),
        /** bge-small-en-v1.5, quantized. */
        BGE(InProcessModel.BGE, "bge");

        private final InProcessModel model;
        private final String label;

        Model(InProcessModel model, String label) {
            this.model = model;
            this.label = label;
        }

        /** How {@code --channels} names it: {@code minilm}, {@code bge}. */
        public String key() {
            return model.key();
        }

        /** How the report names it: {@code MiniLM}, {@code bge}. */
        public String label() {
            return label;
        }

        /** The model {@code key} names; an unknown key fails naming {@code --channels} and the known ones. */
        public static Model parse(String key) {
            String wanted = key.trim().toLowerCase(Locale.ROOT);
            return Arrays.stream(values())
                    .filter(m -> m.key().equals(wanted))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("--channels: unknown model \"" + key
                            + "\"; known: "
                            + Arrays.stream(values()).map(Model::key).collect(Collectors.joining(", "))
                            + ", or none"));
        }
    }

    /** The name of the bare BM25 baseline. */
    public static final String BM25 = "BM25";

    private ChannelBaselines() {}

    /** The models {@code keys} names, in order ({@code none} alone: no model); repeated or unknown ones fail. */
    public static List<Model> parse(List<String> keys) {
        if (keys.size() == 1 && keys.getFirst().trim().equalsIgnoreCase("none")) {
            return List.of();
        }
        List<Model> models = keys.stream().map(Model::parse).toList();
        if (models.stream().distinct().count() != models.size()) {
            throw new IllegalArgumentException("--channels: a model is named twice in " + keys);
        }
        return models;
    }

    /**
     * The systems, in report order: nothing for no model, else BM25, each model's cosine, each model's fusion with
     * BM25, then (two models or more) the fusion of BM25 with every model.
     *
     * @param channels the evaluated service's channels (their models are reused)
     * @param threads  ONNX Runtime threads for a model opened here
     */
    public static List<RecallSystem> of(
            List<Model> models,
            MemoryLoader loader,
            Neo4jConnection connection,
            MemoryStore store,
            EmbeddingChannels channels,
            int threads) {
        if (models.isEmpty()) {
            return List.of();
        }
        StoredVectors stored = new StoredVectors(connection);
        RecallSystem bm25 = new BareSearchSystem(BM25, loader, store, channels.primary(), SeedMode.LEXICAL);
        List<RecallSystem> cosines = new ArrayList<>();
        for (Model model : models) {
            cosines.add(cosine(model, loader, stored, channels, threads));
        }
        List<RecallSystem> systems = new ArrayList<>();
        systems.add(bm25);
        systems.addAll(cosines);
        for (int i = 0; i < models.size(); i++) {
            systems.add(new RankFusionSystem(fusionName(models.subList(i, i + 1)), List.of(bm25, cosines.get(i))));
        }
        if (models.size() > 1) {
            List<RecallSystem> all = new ArrayList<>(List.of(bm25));
            all.addAll(cosines);
            systems.add(new RankFusionSystem(fusionName(models), all));
        }
        return List.copyOf(systems);
    }

    /** {@code RRF(BM25, MiniLM, bge)} for those models. */
    static String fusionName(List<Model> models) {
        return "RRF(" + BM25 + ", " + models.stream().map(Model::label).collect(Collectors.joining(", ")) + ")";
    }

    private static RecallSystem cosine(
            Model model, MemoryLoader loader, StoredVectors stored, EmbeddingChannels channels, int threads) {
        String name = model.label() + " cosine";
        if (channels.primary().identity().provider().equals(model.key())) {
            return new ExactCosineSystem(name, loader, stored::of, channels.primary());
        }
        EmbeddingProvider provider = channels.further().stream()
                .filter(c -> c.name().equals(model.key()))
                .map(EmbeddingChannel::provider)
                .findFirst()
                .orElseGet(() -> new OnnxEmbeddingProvider(model.model, threads));
        return new ExactCosineSystem(name, loader, StoredVectors.embeddedBy(stored, provider), provider);
    }
}
