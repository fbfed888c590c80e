package io.mnemograph.pipeline.reembed;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Requires;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.model.ChannelCoverage;

/**
 * The gauge {@code mnemograph_channel_memories_missing{channel="bge"}}: memories of every namespace without the
 * further channel's vector, which the re-embedding job fills (0 once it is done), read through
 * {@link ChannelCoverages} (one count per channel, reused for its max age). While the database is out of reach it
 * reads NaN.
 */
@Context
@Requires(bean = MeterRegistry.class)
public final class ChannelGauges {

    public ChannelGauges(MeterRegistry registry, EmbeddingChannels channels, ChannelCoverages coverages) {
        for (EmbeddingChannel channel : channels.further()) {
            Gauge.builder("mnemograph.channel.memories.missing", coverages, c -> missing(c, channel.name()))
                    .description("Memories of every namespace without the embedding channel's vector")
                    .tag("channel", channel.name())
                    .register(registry);
        }
    }

    private static double missing(ChannelCoverages coverages, String channel) {
        ChannelCoverage coverage = coverages.current().get(channel);
        return coverage == null ? Double.NaN : coverage.missing();
    }
}
