package io.mnemograph.pipeline.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.composite.CompositeMeterRegistry;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.annotation.Nullable;
import io.mnemograph.model.Consolidation;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The service's own meters, exported at {@code /prometheus} (docs/operations.md): recall stage timers, remembered /
 * recall / recalled / resurrected counters, and the consolidation sweep's duration and counts. No meter is tagged
 * by namespace: their number is unbounded, and a metrics reader need not learn them. With
 * {@code micronaut.metrics.enabled=false} there is no registry, and the meters count into nothing. Created at
 * start-up, so that every meter is exported (at zero) before anything happened.
 */
@Context
public final class ServiceMetrics {

    private final Map<RecallStage, Timer> stages = new EnumMap<>(RecallStage.class);
    private final Counter remembered;
    private final Counter recalls;
    private final Counter recalled;
    private final Counter resurrected;
    private final Timer sweeps;
    private final Counter sweepFailures;
    private final Counter cooled;
    private final Counter promoted;
    private final Counter expired;
    private final Counter edgesPruned;

    public ServiceMetrics(@Nullable MeterRegistry registry) {
        MeterRegistry meters = registry == null ? new CompositeMeterRegistry() : registry;
        for (RecallStage stage : RecallStage.values()) {
            stages.put(
                    stage,
                    Timer.builder("mnemograph.recall.stage")
                            .tag("stage", stage.tag())
                            .description("Wall time of one recall in each stage")
                            .publishPercentileHistogram()
                            .register(meters));
        }
        remembered = counter(meters, "mnemograph.remembered", "Memories stored (an idempotent replay is not)");
        recalls = counter(meters, "mnemograph.recalls", "Recalls answered");
        recalled = counter(meters, "mnemograph.recalled", "Memories returned by recalls");
        resurrected = counter(meters, "mnemograph.resurrected", "Cold memories a recall brought back");
        sweeps = Timer.builder("mnemograph.sweep")
                .description("Wall time of the consolidation sweep of a namespace")
                .register(meters);
        sweepFailures = counter(
                meters,
                "mnemograph.sweep.failures",
                "Namespace sweeps of the scheduled consolidation that failed (retried at the next run)");
        cooled = counter(meters, "mnemograph.sweep.cooled", "Memories the sweep moved to cold storage");
        promoted = counter(meters, "mnemograph.sweep.promoted", "Memories the sweep promoted to core");
        expired = counter(meters, "mnemograph.sweep.expired", "Memories the sweep deleted at their TTL");
        edgesPruned = counter(meters, "mnemograph.sweep.edges.pruned", "Faded associations the sweep deleted");
    }

    private static Counter counter(MeterRegistry meters, String name, String description) {
        return Counter.builder(name).description(description).register(meters);
    }

    /** Runs the query's embedding, timed as {@link RecallStage#EMBEDDING}. */
    public float[] timeEmbedding(Supplier<float[]> embedding) {
        return stages.get(RecallStage.EMBEDDING).record(embedding);
    }

    /** Counts memories newly stored. */
    public void remembered(long memories) {
        remembered.increment((double) memories);
    }

    /** Records a finished recall: the times of the stages it ran (embedding excepted), results and resurrections. */
    public void recalled(RecallTiming timing, int results, long resurrections) {
        for (RecallStage stage : RecallStage.values()) {
            if (stage != RecallStage.EMBEDDING && timing.ran(stage)) {
                stages.get(stage).record(timing.nanos(stage), TimeUnit.NANOSECONDS);
            }
        }
        recalls.increment();
        recalled.increment(results);
        resurrected.increment((double) resurrections);
    }

    /** Records one namespace's sweep. */
    public void swept(Consolidation done) {
        sweeps.record(done.duration());
        cooled.increment((double) done.cooled());
        promoted.increment((double) done.promoted());
        expired.increment((double) done.expired());
        edgesPruned.increment((double) done.edgesPruned());
    }

    /** Counts a namespace's sweep that failed. */
    public void sweepFailed() {
        sweepFailures.increment();
    }
}
