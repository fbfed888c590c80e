package io.mnemograph.pipeline;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Requires;
import io.micronaut.scheduling.annotation.Scheduled;
import io.mnemograph.config.LifecycleSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the consolidation sweep over every namespace on a schedule: {@code mnemograph.lifecycle.sweep-interval}
 * (default 1h) after the previous run ended, first {@code mnemograph.lifecycle.initial-delay} (default 1m) after
 * start-up. Off with {@code mnemograph.lifecycle.enabled=false}. Several instances may run it against one database:
 * each namespace's sweep lock lets one of them sweep it, the others skip it.
 */
@Context
@Requires(property = LifecycleSettings.PREFIX + ".enabled", notEquals = "false")
public class ConsolidationScheduler {

    private static final Logger LOG = LoggerFactory.getLogger(ConsolidationScheduler.class);

    private final ConsolidationPipeline pipeline;

    public ConsolidationScheduler(ConsolidationPipeline pipeline, LifecycleSettings settings) {
        this.pipeline = pipeline;
        LOG.info("Consolidation sweep scheduled every {} (first after {})", settings.sweepInterval(),
                settings.initialDelay());
    }

    @Scheduled(fixedDelay = "${" + LifecycleSettings.PREFIX + ".sweep-interval:1h}",
            initialDelay = "${" + LifecycleSettings.PREFIX + ".initial-delay:1m}")
    void sweep() {
        try {
            pipeline.consolidateAll();
        } catch (RuntimeException e) {
            LOG.error("Scheduled consolidation failed; the next run retries", e);
        }
    }
}
