package io.mnemograph.tools.bench;

import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.tools.bench.BenchReport.Load;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Loads one size's memories in bulk ({@link BulkLoader}): the first {@code real} embedded from generated sentences,
 * the rest synthesised near them ({@link VectorSynthesis}), with seeded ids, past timestamps and importance drawn as
 * remember's auto-scoring gives it. Each further embedding channel's vectors are written with them, made the same way
 * ({@link ChannelLoad}), so that recall seeds from every channel's index as it does in a service that remembered them.
 */
final class MemoryLoad {

    /** Texts per {@code embedAll} call when embedding what the bench loads or asks. */
    static final int EMBED_BATCH = 64;
    /**
     * Importance of the loaded memories, as remember's auto-scoring gives it (docs/formulas.md): routine 0.5, normal
     * 1.0, novel 1.5, corrections and instructions 2.0, drawn with these probabilities. Recall bounds the score of
     * memories reached by spreading with the namespace's highest importance.
     */
    static final double[] IMPORTANCE_LEVELS = {0.5, 1.0, 1.5, 2.0};

    static final double[] IMPORTANCE_SHARES = {0.10, 0.60, 0.20, 0.10};
    private static final long YEAR_SECONDS = 365L * 24 * 3600;
    /** How long the bench waits for the indexes to catch up with a load, at most. */
    static final int INDEX_WAIT_SECONDS = 3600;

    /** What the load wrote, and its report. */
    record Loaded(LoadedMemories memories, Load report) {}

    private final BenchSettings settings;
    private final int size;
    private final EmbeddingProvider embeddings;
    private final EmbeddingChannels channels;
    private final BulkLoader loader;
    private final Clock clock;
    private final BenchLog log;

    MemoryLoad(
            BenchSettings settings,
            int size,
            EmbeddingChannels channels,
            BulkLoader loader,
            Clock clock,
            BenchLog log) {
        this.settings = settings;
        this.size = size;
        this.embeddings = channels.primary();
        this.channels = channels;
        this.loader = loader;
        this.clock = clock;
        this.log = log;
    }

    Loaded load(List<String> realTexts) {
        int real = realTexts.size();
        log.log("embedding %,d generated sentences", real);
        long embedStart = System.nanoTime();
        float[][] realVectors = embedInBatches(embeddings, realTexts);
        double embedSeconds = SizeBench.seconds(System.nanoTime() - embedStart);
        List<ChannelLoad> further = furtherChannels(realTexts);

        log.log(
                "loading %,d memories: %,d embedded from text, %,d synthesised near them (noise sigma %.3f)",
                size, real, size - real, settings.noiseSigma());
        SplittableRandom random = new SplittableRandom(settings.seed());
        SplittableRandom importanceRandom = new SplittableRandom(settings.seed() + 2);
        double importanceSum = 0;
        ZonedDateTime now = clock.instant().atZone(ZoneOffset.UTC);
        LoadedMemories memories =
                new LoadedMemories(new float[size][], new String[size], new int[size], new String[size]);
        float[][] vectors = memories.vectors();
        List<Map<String, Object>> batch = new ArrayList<>(settings.batchSize());
        Map<String, List<Map<String, Object>>> channelBatch = channelBatch(further);
        long writeNanos = 0;
        double cosineSum = 0;
        int nextReport = Math.max(1, size / 10);
        for (int i = 0; i < size; i++) {
            String content;
            if (i < real) {
                vectors[i] = realVectors[i];
                memories.bases()[i] = i;
                content = realTexts.get(i);
            } else {
                int base = random.nextInt(real);
                memories.bases()[i] = base;
                vectors[i] = VectorSynthesis.perturb(realVectors[base], settings.noiseSigma(), random);
                cosineSum += VectorSynthesis.dot(vectors[i], realVectors[base]);
                content = realTexts.get(base) + " [synthetic " + i + "]";
            }
            memories.ids()[i] = uuid(random);
            memories.contents()[i] = content;
            double importance = importance(importanceRandom);
            importanceSum += importance;
            batch.add(BulkLoader.row(
                    memories.ids()[i],
                    content,
                    now.minusSeconds(random.nextLong(YEAR_SECONDS)),
                    importance,
                    vectors[i]));
            for (ChannelLoad channel : further) {
                channelBatch
                        .get(channel.channel().vectorProperty())
                        .add(BulkLoader.channelRow(
                                memories.ids()[i], SizeBench.NAMESPACE, channel.vector(i, memories.bases()[i])));
            }
            if (batch.size() == settings.batchSize() || i == size - 1) {
                long start = System.nanoTime();
                loader.write(SizeBench.NAMESPACE, now, batch, channelBatch);
                writeNanos += System.nanoTime() - start;
                batch = new ArrayList<>(settings.batchSize());
                channelBatch = channelBatch(further);
                if (i + 1 >= nextReport && i + 1 < size) {
                    log.log("  %,d / %,d written (%.0f nodes/s)", i + 1, size, (i + 1) / SizeBench.seconds(writeNanos));
                    nextReport += Math.max(1, size / 10);
                }
            }
        }
        long start = System.nanoTime();
        loader.awaitIndexes(INDEX_WAIT_SECONDS);
        writeNanos += System.nanoTime() - start;
        double writeSeconds = SizeBench.seconds(writeNanos);
        int synthesised = size - real;
        log.log("loaded %,d memories in %.1f s of writes (%.0f nodes/s)", size, writeSeconds, size / writeSeconds);
        return new Loaded(
                memories,
                new Load(
                        size,
                        real,
                        synthesised,
                        settings.noiseSigma(),
                        VectorSynthesis.expectedCosine(embeddings.dimension(), settings.noiseSigma()),
                        synthesised == 0 ? 0 : cosineSum / synthesised,
                        settings.batchSize(),
                        embedSeconds,
                        writeSeconds,
                        size / writeSeconds,
                        importanceSum / size));
    }

    /** The further channels' loads, their models having embedded the real texts. */
    private List<ChannelLoad> furtherChannels(List<String> realTexts) {
        if (!channels.fuses()) {
            return List.of();
        }
        long start = System.nanoTime();
        List<ChannelLoad> further =
                ChannelLoad.of(channels.further(), realTexts, settings.noiseSigma(), settings.seed());
        log.log(
                "embedded them for the further channels %s too, in %.1f s; their synthesised vectors are made the same"
                        + " way",
                further.stream().map(c -> c.channel().name()).toList(), SizeBench.seconds(System.nanoTime() - start));
        return further;
    }

    /** An empty batch of each further channel's vector rows, by the channel's vector property. */
    private Map<String, List<Map<String, Object>>> channelBatch(List<ChannelLoad> further) {
        Map<String, List<Map<String, Object>>> rows = new LinkedHashMap<>();
        further.forEach(c -> rows.put(c.channel().vectorProperty(), new ArrayList<>(settings.batchSize())));
        return rows;
    }

    /** The texts' embeddings, {@value #EMBED_BATCH} per call, each normalised to unit length. */
    static float[][] embedInBatches(EmbeddingProvider embeddings, List<String> texts) {
        float[][] out = new float[texts.size()][];
        for (int from = 0; from < texts.size(); from += EMBED_BATCH) {
            List<float[]> batch = embeddings.embedAll(texts.subList(from, Math.min(texts.size(), from + EMBED_BATCH)));
            for (int i = 0; i < batch.size(); i++) {
                out[from + i] = VectorSynthesis.normalise(batch.get(i).clone());
            }
        }
        return out;
    }

    private static double importance(SplittableRandom random) {
        double u = random.nextDouble();
        for (int level = 0; level < IMPORTANCE_LEVELS.length - 1; level++) {
            u -= IMPORTANCE_SHARES[level];
            if (u < 0) {
                return IMPORTANCE_LEVELS[level];
            }
        }
        return IMPORTANCE_LEVELS[IMPORTANCE_LEVELS.length - 1];
    }

    /** A version-4 UUID string from the seeded generator, so runs are reproducible. */
    static String uuid(SplittableRandom random) {
        long msb = (random.nextLong() & ~0xF000L) | 0x4000L;
        long lsb = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(msb, lsb).toString();
    }
}
