package io.mnemograph.tools.eval;

import io.micronaut.context.BeanContext;
import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.scoring.RecallPolicy;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.pipeline.metrics.ServiceMetrics;
import io.mnemograph.pipeline.recall.RecallGate;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.pipeline.recall.SpreadingStage;
import io.mnemograph.store.MemoryStore;
import java.time.Clock;

/** The service's recall pipeline with another recall policy: the evaluation's ablation variants run through it. */
public final class PolicyRecallPipeline {

    private PolicyRecallPipeline() {}

    /** A pipeline of {@code context}'s beans that recalls under {@code policy}. */
    public static RecallPipeline of(BeanContext context, RecallPolicy policy) {
        return new RecallPipeline(
                policy,
                context.getBean(EmbeddingChannels.class),
                context.getBean(MemoryStore.class),
                context.getBean(SpreadingStage.class),
                context.getBean(ScoringSettings.class),
                context.getBean(GraphSettings.class),
                context.getBean(Clock.class),
                context.getBean(RecallGate.class),
                context.getBean(TimeoutSettings.class),
                context.getBean(ServiceMetrics.class));
    }
}
