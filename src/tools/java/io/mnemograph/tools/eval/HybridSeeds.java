package io.mnemograph.tools.eval;

import io.mnemograph.core.SeedMode;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallHit;
import io.mnemograph.pipeline.recall.RecallPipeline;
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
        return recall.recall(RecallRequest.in(namespace, question)
                .limit(COUNT)
                .hops(0)
                .threshold(0.0)
                .at(at)
                .boost(false)
                .seeds(SeedMode.HYBRID)
                .build());
    }
}
