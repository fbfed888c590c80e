package io.mnemograph.pipeline.recall;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * A recall query's embedding, computed on a thread of its own so that the recall's transaction can run the lexical
 * seed meanwhile. {@link #await()} gives the vector, or throws what embedding threw (an {@code EmbeddingFailure}
 * stays one).
 */
final class QueryEmbedding {

    private final CompletableFuture<float[]> vector;

    private QueryEmbedding(CompletableFuture<float[]> vector) {
        this.vector = vector;
    }

    /** Starts {@code embedding} (the query's) on a new virtual thread. */
    static QueryEmbedding start(Supplier<float[]> embedding) {
        CompletableFuture<float[]> vector = new CompletableFuture<>();
        Thread.ofVirtual().name("recall-embedding").start(() -> {
            try {
                vector.complete(embedding.get());
            } catch (RuntimeException | Error e) {
                vector.completeExceptionally(e);
            }
        });
        return new QueryEmbedding(vector);
    }

    /** Waits for the vector; rethrows the embedding's own exception. */
    float[] await() {
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
