package io.mnemograph.eval;

import io.mnemograph.pipeline.RecallPipeline;
import io.mnemograph.pipeline.RecallRequest;

import java.time.Instant;
import java.util.List;

/**
 * mnemograph's own recall as a system under evaluation: threshold 0 (rank only) and no boosts, so questions do not
 * change the memory they are asked of; {@code hops: 0} is flat vector recall with the same scoring.
 */
public final class PipelineRecallSystem implements RecallSystem {

    private final String name;
    private final TurnLoader loader;
    private final RecallPipeline recall;
    private final int hops;

    public PipelineRecallSystem(String name, TurnLoader loader, RecallPipeline recall, int hops) {
        this.name = name;
        this.loader = loader;
        this.recall = recall;
        this.hops = hops;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void load(String namespace, List<Turn> turns) {
        loader.ensureLoaded(namespace, turns);
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        RecallRequest request = new RecallRequest(namespace, question, k, null, null, hops, 0.0, at, false, false);
        return recall.recall(request).stream().map(hit -> loader.diaId(namespace, hit.memory().id())).toList();
    }

    @Override
    public void close() {
        // the application context that owns the pipeline closes it
    }
}
