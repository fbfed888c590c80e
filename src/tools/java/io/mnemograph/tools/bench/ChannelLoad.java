package io.mnemograph.tools.bench;

import io.mnemograph.embedding.EmbeddingChannel;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * A further embedding channel's vectors for the bench load, made as the primary channel's are ({@link MemoryLoad}):
 * the real sentences embedded by the channel's own model, each synthesised memory perturbed near the vector of the
 * same base sentence in the channel's space ({@link VectorSynthesis}), with a random generator of its own so that the
 * primary vectors, ids and timestamps are those of a run without the channel.
 */
final class ChannelLoad {

    private final EmbeddingChannel channel;
    private final float[][] realVectors;
    private final double sigma;
    private final SplittableRandom random;

    private ChannelLoad(EmbeddingChannel channel, float[][] realVectors, double sigma, SplittableRandom random) {
        this.channel = channel;
        this.realVectors = realVectors;
        this.sigma = sigma;
        this.random = random;
    }

    /** One load per further channel, in order, each with the real texts embedded by its model. */
    static List<ChannelLoad> of(List<EmbeddingChannel> channels, List<String> realTexts, double sigma, long seed) {
        return IntStream.range(0, channels.size())
                .mapToObj(k -> new ChannelLoad(
                        channels.get(k),
                        MemoryLoad.embedInBatches(channels.get(k).provider(), realTexts),
                        sigma,
                        new SplittableRandom(seed + 100 + k)))
                .toList();
    }

    EmbeddingChannel channel() {
        return channel;
    }

    /** The vector of memory {@code i}, embedded from text when it is a real one ({@code base == i}), else synthesised. */
    float[] vector(int i, int base) {
        return base == i ? realVectors[i] : VectorSynthesis.perturb(realVectors[base], sigma, random);
    }
}
