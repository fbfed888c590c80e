package io.mnemograph.tools.bench;

import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.model.NewMemory;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.tools.bench.BenchReport.Remember;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.stream.LongStream;

/**
 * Remember throughput against embedding the same texts one call at a time (interleaved text by text, order
 * alternating, so that other load on the machine falls on both alike), and batch remember against {@code embedAll}
 * on the same batches (interleaved batch by batch, order alternating), with the CPU time each takes.
 */
final class RememberThroughput {

    private final RememberPipeline rememberPipeline;
    private final EmbeddingProvider embeddings;
    private final BenchSettings settings;
    private final BenchLog log;

    RememberThroughput(
            RememberPipeline rememberPipeline, EmbeddingProvider embeddings, BenchSettings settings, BenchLog log) {
        this.rememberPipeline = rememberPipeline;
        this.embeddings = embeddings;
        this.settings = settings;
        this.log = log;
    }

    /** {@code texts}: the single calls' warm-up, the timed texts, then the batches' warm-up. */
    Remember measure(List<String> texts) {
        int warmup = settings.rememberWarmup();
        int calls = settings.rememberCalls();
        List<String> timed = texts.subList(warmup, warmup + calls);
        log.log("remember: %d warm-up + %d timed calls, interleaved with embedding the same texts", warmup, calls);
        for (String text : texts.subList(0, warmup)) {
            rememberPipeline.remember(memory(text));
        }
        long[] remembering = new long[calls];
        long[] embedding = new long[calls];
        for (int j = 0; j < calls; j++) {
            String text = timed.get(j);
            for (int step = 0; step < 2; step++) {
                boolean remember = (step + j) % 2 == 0;
                long t = System.nanoTime();
                if (remember) {
                    rememberPipeline.remember(memory(text));
                    remembering[j] = System.nanoTime() - t;
                } else {
                    embeddings.embed(text);
                    embedding[j] = System.nanoTime() - t;
                }
            }
        }
        double perSecond = calls / SizeBench.seconds(LongStream.of(remembering).sum());
        double single = calls / SizeBench.seconds(LongStream.of(embedding).sum());
        int batchSize = settings.embedBatchSize();
        List<String> batchWarmup = texts.subList(warmup + calls, texts.size());
        log.log(
                "remember: %d warm-up memories in batches of %d, then the timed texts again in batches, interleaved "
                        + "with embedAll on the same batches",
                batchWarmup.size(), batchSize);
        for (int from = 0; from < batchWarmup.size(); from += batchSize) {
            rememberPipeline.rememberAll(
                    batchWarmup.subList(from, Math.min(batchWarmup.size(), from + batchSize)).stream()
                            .map(RememberThroughput::memory)
                            .toList());
        }
        long embeddingBatches = 0;
        long rememberingBatches = 0;
        long embeddingCpu = 0;
        long rememberingCpu = 0;
        for (int from = 0, b = 0; from < calls; from += batchSize, b++) {
            List<String> batch = timed.subList(from, Math.min(calls, from + batchSize));
            for (int step = 0; step < 2; step++) {
                long cpu = processCpuNanos();
                long t = System.nanoTime();
                if ((step + b) % 2 == 0) {
                    rememberPipeline.rememberAll(
                            batch.stream().map(RememberThroughput::memory).toList());
                    rememberingBatches += System.nanoTime() - t;
                    rememberingCpu += processCpuNanos() - cpu;
                } else {
                    embeddings.embedAll(batch);
                    embeddingBatches += System.nanoTime() - t;
                    embeddingCpu += processCpuNanos() - cpu;
                }
            }
        }
        double batched = calls / SizeBench.seconds(embeddingBatches);
        double batchRemember = calls / SizeBench.seconds(rememberingBatches);
        double cpuPerMemory = Bench.millis(rememberingCpu) / calls;
        double cpuPerText = Bench.millis(embeddingCpu) / calls;
        log.log(
                "  CPU per memory remembered in batches %.2f ms, per text in embedAll %.2f ms",
                cpuPerMemory, cpuPerText);
        return new Remember(
                warmup,
                calls,
                perSecond,
                Latency.ofNanos(remembering),
                single,
                batchSize,
                batched,
                perSecond / single,
                batchRemember,
                batchRemember / batched,
                cpuPerMemory,
                cpuPerText,
                Runtime.getRuntime().availableProcessors() * 1000 / cpuPerMemory);
    }

    /** CPU time of every thread of this process (the embedded Neo4j runs in it too), in ns. */
    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** A bench memory: the content alone, in the bench's namespace. */
    private static NewMemory memory(String content) {
        return NewMemory.of(SizeBench.NAMESPACE, content);
    }
}
