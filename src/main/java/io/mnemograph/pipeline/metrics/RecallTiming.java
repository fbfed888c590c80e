package io.mnemograph.pipeline.metrics;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The wall time one recall spent in each {@link RecallStage}, added up over the stage's passes (scoring runs once per
 * candidate), recorded once when the recall ends ({@link ServiceMetrics#recalled}); a stage that did not run (no
 * spreading with {@code hops: 0}, no write-back for a read-only recall) is not recorded. One recall's thread uses it;
 * the embedding, on a thread of its own, is timed by {@link ServiceMetrics#timeEmbedding}.
 */
public final class RecallTiming {

    private final Map<RecallStage, Long> nanos = new EnumMap<>(RecallStage.class);

    /** Runs {@code work}, adding its wall time to {@code stage}. */
    public <T> T measure(RecallStage stage, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            nanos.merge(stage, System.nanoTime() - start, Long::sum);
        }
    }

    /** Runs {@code work}, adding its wall time to {@code stage}. */
    public void measure(RecallStage stage, Runnable work) {
        measure(stage, () -> {
            work.run();
            return null;
        });
    }

    /** The time added to {@code stage}, in nanoseconds. */
    long nanos(RecallStage stage) {
        return nanos.getOrDefault(stage, 0L);
    }

    /** Whether {@code stage} ran in this recall. */
    boolean ran(RecallStage stage) {
        return nanos.containsKey(stage);
    }
}
