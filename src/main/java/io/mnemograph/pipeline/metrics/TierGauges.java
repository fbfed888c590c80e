package io.mnemograph.pipeline.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Requires;
import io.mnemograph.core.Tier;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.memory.TierCounts;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The gauge {@code mnemograph_memories{tier="hot|core|cold"}}: memories of every namespace by tier, read from the
 * database's count store when scraped, at most once per {@link #MAX_AGE} (a scrape reads three gauges, and several
 * scrapers may poll). While the database is out of reach the gauges read NaN.
 */
@Context
@Requires(bean = MeterRegistry.class)
public final class TierGauges {

    /** How long one reading of the counts serves the gauges. */
    static final Duration MAX_AGE = Duration.ofSeconds(10);

    private static final Logger LOG = LoggerFactory.getLogger(TierGauges.class);

    private final MemoryStore store;
    private final Clock clock;
    private TierCounts counts;
    private Instant readAt = Instant.MIN;

    public TierGauges(MeterRegistry registry, MemoryStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
        for (Tier tier : Tier.values()) {
            Gauge.builder("mnemograph.memories", this, gauges -> gauges.count(tier))
                    .description("Memories of every namespace in the tier")
                    .tag("tier", tier.wireName())
                    .register(registry);
        }
    }

    private synchronized double count(Tier tier) {
        Instant now = clock.instant();
        if (counts == null || !now.isBefore(readAt.plus(MAX_AGE))) {
            readAt = now;
            try {
                counts = store.tierCounts();
            } catch (RuntimeException e) {
                LOG.debug("Tier counts unavailable: {}", e.getMessage());
                counts = null;
                return Double.NaN;
            }
        }
        return counts.of(tier);
    }
}
