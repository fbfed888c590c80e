package io.mnemograph.tools.eval;

import io.mnemograph.core.SeedMode;
import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.model.RecallFilter;
import io.mnemograph.pipeline.recall.RecallHit;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.pipeline.recall.RecallRequest;

import java.time.Instant;
import java.util.List;

/**
 * The seeds the graph baselines ({@link PageRankSystem}, {@link OneHopExpansionSystem}) start from: {@code hybrid}
 * recall's top {@value #COUNT} (hops 0, threshold 0, no boost), the seeds spreading starts from at the default limit.
 */
record HybridSeeds(RecallPipeline recall) {

    /** How many seeds: spreading's seed count at the default limit. */
    static final int COUNT = 10;

    /** The top {@value #COUNT} of {@code namespace} for {@code question} asked at {@code at}, best first. */
    List<RecallHit> of(String namespace, String question, Instant at) {
        return recall.recall(new RecallRequest(namespace, question, COUNT, null, null, 0, 0.0, at, false, false,
                SeedMode.HYBRID, null, null, RecallFilter.NONE, Ablation.NONE));
    }
}
