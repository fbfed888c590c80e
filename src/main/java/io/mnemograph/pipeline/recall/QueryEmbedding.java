package io.mnemograph.pipeline.recall;

import io.mnemograph.core.Deadline;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.store.recall.ChannelProbe;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A recall query's embeddings, the primary channel's and each further channel's, each computed on a virtual thread of
 * its own, concurrently, so that the recall's transaction can run the lexical seed meanwhile. {@link #await()} gives
 * the primary vector and {@link #awaitFurther()} the others, or throw what embedding threw (an
 * {@code EmbeddingFailure} stays one).
 */
final class QueryEmbedding {

    private final CompletableFuture<float[]> vector;
    private final Map<EmbeddingChannel, CompletableFuture<float[]>> further;

    private QueryEmbedding(
            CompletableFuture<float[]> vector, Map<EmbeddingChannel, CompletableFuture<float[]>> further) {
        this.vector = vector;
        this.further = further;
    }

    /** Starts {@code embedding} (the query's, by the primary model) on a new virtual thread. */
    static QueryEmbedding start(Supplier<float[]> embedding) {
        return new QueryEmbedding(onVirtualThread(embedding), Map.of());
    }

    /**
     * Starts embedding {@code text} by every channel's model within {@code deadline}, each on a virtual thread; the
     * primary one's timed by {@code timed} (the recall's embedding stage).
     */
    static QueryEmbedding start(
            EmbeddingChannels channels, String text, Deadline deadline, Function<Supplier<float[]>, float[]> timed) {
        Map<EmbeddingChannel, CompletableFuture<float[]>> further = new LinkedHashMap<>();
        channels.further()
                .forEach(channel -> further.put(
                        channel, onVirtualThread(() -> channel.provider().embed(text, deadline))));
        return new QueryEmbedding(
                onVirtualThread(() -> timed.apply(() -> channels.primary().embed(text, deadline))), further);
    }

    private static CompletableFuture<float[]> onVirtualThread(Supplier<float[]> embedding) {
        CompletableFuture<float[]> vector = new CompletableFuture<>();
        Thread.ofVirtual().name("recall-embedding").start(() -> {
            try {
                vector.complete(embedding.get());
            } catch (RuntimeException | Error e) {
                vector.completeExceptionally(e);
            }
        });
        return vector;
    }

    /** Waits for the primary vector; rethrows the embedding's own exception. */
    float[] await() {
        return await(vector);
    }

    /** Waits for each further channel's vector, in the channels' order; rethrows an embedding's own exception. */
    List<ChannelProbe> awaitFurther() {
        List<ChannelProbe> probes = new ArrayList<>(further.size());
        further.forEach((channel, future) -> probes.add(new ChannelProbe(channel, await(future))));
        return probes;
    }

    private static float[] await(CompletableFuture<float[]> vector) {
        try {
            return vector.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            if (e.getCause() instanceof Error cause) {
                throw cause;
            }
            throw e;
        }
    }
}
