package io.mnemograph.tools.eval;

import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallPipeline;
import java.time.Instant;
import java.util.List;

/**
 * mnemograph's own recall as a system under evaluation: threshold 0 (rank only) and no boosts, so questions do not
 * change the memory they are asked of. {@code hops: 0} with vector seeds is flat vector recall with the same
 * scoring; with lexical seeds it is BM25 alone.
 *
 * @param seeds        where seeds come from, or null for the service's configured default
 * @param decay        decay preset, or null for the configured default
 * @param spreadFactor spread factor, or null for the configured default
 * @param recall       the pipeline, under the recall policy of the configuration's ablation
 */
public record PipelineRecallSystem(
        String name,
        MemoryLoader loader,
        RecallPipeline recall,
        int hops,
        SeedMode seeds,
        DecayPreset decay,
        Double spreadFactor)
        implements RecallSystem {

    @Override
    public void load(String namespace, List<EvalMemory> memories) {
        loader.ensureLoaded(namespace, memories);
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        RecallRequest request = RecallRequest.in(namespace, question)
                .limit(k)
                .hops(hops)
                .threshold(0.0)
                .at(at)
                .boost(false)
                .seeds(seeds)
                .decay(decay)
                .spreadFactor(spreadFactor)
                .build();
        return recall.recall(request).stream()
                .map(hit -> loader.key(namespace, hit.memory().id()))
                .toList();
    }

    @Override
    public void close() {
        // the application context that owns the pipeline closes it
    }
}
