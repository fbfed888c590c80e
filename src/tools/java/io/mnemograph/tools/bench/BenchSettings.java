package io.mnemograph.tools.bench;

import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.nio.file.Path;
import java.util.List;

/**
 * What one bench run measures, validated.
 *
 * @param sizes          numbers of memories to load, one fresh database each (each at least 1)
 * @param realTexts      memories embedded from generated text at each size (at most the size); the rest are
 *                       synthesised near them
 * @param noiseSigma     per-component Gaussian noise of a synthesised vector ({@link VectorSynthesis})
 * @param batchSize      memories per bulk-load transaction
 * @param warmup         recall calls before the timed ones, not counted
 * @param queries        timed recall calls (and bare vector searches, and query embeddings)
 * @param qualityQueries queries whose index answer is compared with the exact top 10 (at most {@code queries})
 * @param rememberWarmup remember calls before the timed ones, and as many memories remembered in batches before the
 *                       timed batches (all stored, and counted in the store)
 * @param rememberCalls  timed remember calls
 * @param embedBatchSize texts per {@code embedAll} call for the batch embedding throughput
 * @param seed           seed for texts, synthesis and timestamps
 * @param out            directory for the JSON report
 * @param dataRoot       where each size's temporary data directory is created
 * @param keepData       keep the data directories instead of deleting them
 * @param peer           the JVM peer to measure beside ours ({@code langchain4j}), or null for none
 * @param cold           move every memory to cold storage after loading, so recalls answer from the cold tier
 */
public record BenchSettings(
        List<Integer> sizes,
        int realTexts,
        double noiseSigma,
        int batchSize,
        int warmup,
        int queries,
        int qualityQueries,
        int rememberWarmup,
        int rememberCalls,
        int embedBatchSize,
        long seed,
        @JsonSerialize(using = ToStringSerializer.class) Path out,
        @JsonSerialize(using = ToStringSerializer.class) Path dataRoot,
        boolean keepData,
        String peer,
        boolean cold) {

    public BenchSettings {
        sizes = List.copyOf(sizes);
        if (sizes.isEmpty() || sizes.stream().anyMatch(s -> s == null || s < 1)) {
            throw new IllegalArgumentException("--sizes: expected positive numbers of memories, was " + sizes);
        }
        requireAtLeast("--real", realTexts, 1);
        if (!(noiseSigma > 0 && noiseSigma < 1)) {
            throw new IllegalArgumentException("--noise: expected a value in (0, 1), was " + noiseSigma);
        }
        requireAtLeast("--batch", batchSize, 1);
        requireAtLeast("--warmup", warmup, 0);
        requireAtLeast("--queries", queries, 1);
        requireAtLeast("--quality-queries", qualityQueries, 1);
        if (qualityQueries > queries) {
            throw new IllegalArgumentException(
                    "--quality-queries: at most --queries (" + queries + "), was " + qualityQueries);
        }
        requireAtLeast("--remember-warmup", rememberWarmup, 0);
        requireAtLeast("--remember-calls", rememberCalls, 1);
        requireAtLeast("--embed-batch", embedBatchSize, 1);
    }

    /** Memories embedded from real text at {@code size}. */
    public int realAt(int size) {
        return Math.min(realTexts, size);
    }

    private static void requireAtLeast(String option, int value, int minimum) {
        if (value < minimum) {
            throw new IllegalArgumentException(option + ": expected at least " + minimum + ", was " + value);
        }
    }
}
