package io.mnemograph.pipeline.reembed;

import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.model.ChannelCoverage;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How far each further embedding channel reaches, for {@code /health} and the gauge
 * {@code mnemograph_channel_memories_missing}: one count per channel (a pass over the memories), read at most once
 * per {@link #MAX_AGE} however often they are asked (health checks and scrapers poll). While the database is out of
 * reach the map is empty.
 */
@Singleton
public final class ChannelCoverages {

    /** How long one reading serves. */
    static final Duration MAX_AGE = Duration.ofSeconds(30);

    private static final Logger LOG = LoggerFactory.getLogger(ChannelCoverages.class);

    private final EmbeddingChannels channels;
    private final ChannelBackfill backfill;
    private final Clock clock;
    private Map<String, ChannelCoverage> coverages = Map.of();
    private Instant readAt = Instant.MIN;

    public ChannelCoverages(EmbeddingChannels channels, ChannelBackfill backfill, Clock clock) {
        this.channels = channels;
        this.backfill = backfill;
        this.clock = clock;
    }

    /** Each further channel's coverage by name, in the configured order (empty without further channels). */
    public synchronized Map<String, ChannelCoverage> current() {
        if (!channels.fuses()) {
            return Map.of();
        }
        Instant now = clock.instant();
        if (!now.isBefore(readAt.plus(MAX_AGE))) {
            readAt = now;
            Map<String, ChannelCoverage> read = new LinkedHashMap<>();
            try {
                for (EmbeddingChannel channel : channels.further()) {
                    read.put(channel.name(), backfill.coverage(channel));
                }
                coverages = Map.copyOf(read);
            } catch (RuntimeException e) {
                LOG.debug("Channel coverage unavailable: {}", e.getMessage());
                coverages = Map.of();
            }
        }
        Map<String, ChannelCoverage> ordered = new LinkedHashMap<>();
        for (EmbeddingChannel channel : channels.further()) {
            if (coverages.containsKey(channel.name())) {
                ordered.put(channel.name(), coverages.get(channel.name()));
            }
        }
        return ordered;
    }
}
