package io.mnemograph.pipeline.lifecycle;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Requires;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.TaskScheduler;
import io.mnemograph.config.LifecycleSettings;
import io.mnemograph.model.DiskFull;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Named;
import java.util.concurrent.ScheduledFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the consolidation sweep over every namespace on a schedule: {@code mnemograph.lifecycle.sweep-interval}
 * (default 1h) after the previous run ended, first {@code mnemograph.lifecycle.initial-delay} (default 1m) after
 * start-up. Off with {@code mnemograph.lifecycle.enabled=false}. Several instances may run it against one database:
 * each namespace's sweep lock lets one of them sweep it, the others skip it.
 *
 * <p>The schedule runs this instance's sweep and ends when the bean is destroyed. (An {@code @Scheduled} method
 * would look the bean up at every run: a run while the application shuts down would create the bean again, and with
 * it the database connection, which on the embedded default starts a second Neo4j.)
 */
@Context
@Requires(property = LifecycleSettings.PREFIX + ".enabled", notEquals = "false")
public class ConsolidationScheduler {

    private static final Logger LOG = LoggerFactory.getLogger(ConsolidationScheduler.class);

    private final ConsolidationPipeline pipeline;
    private final ScheduledFuture<?> schedule;

    public ConsolidationScheduler(
            ConsolidationPipeline pipeline,
            LifecycleSettings settings,
            @Named(TaskExecutors.SCHEDULED) TaskScheduler scheduler) {
        this.pipeline = pipeline;
        this.schedule =
                scheduler.scheduleWithFixedDelay(settings.initialDelay(), settings.sweepInterval(), this::sweep);
        LOG.info(
                "Consolidation sweep scheduled every {} (first after {})",
                settings.sweepInterval(),
                settings.initialDelay());
    }

    private void sweep() {
        try {
            pipeline.consolidateAll();
        } catch (DiskFull e) {
            LOG.warn("Scheduled consolidation stopped: {}; the next run retries", e.getMessage());
        } catch (RuntimeException e) {
            LOG.error("Scheduled consolidation failed; the next run retries", e);
        }
    }

    /** Ends the schedule; a sweep already running finishes (each of its transactions commits whole or not at all). */
    @PreDestroy
    void stop() {
        schedule.cancel(false);
    }
}
