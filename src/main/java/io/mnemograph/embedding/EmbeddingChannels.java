package io.mnemograph.embedding;

import java.util.List;

/**
 * Every model that reads a memory: the primary one (its vectors in {@code embedding}; neighbours, associations and
 * contradictions are found with it) and the further channels, whose similarities recall fuses with the primary's
 * ({@link io.mnemograph.core.scoring.ChannelFusion}).
 *
 * @param primary the primary channel's model (also the {@link EmbeddingProvider} bean)
 * @param further the further channels, in the order {@code mnemograph.embedding.channels} names them
 * @param weight  the share of the dense similarity the further channels give, in [0, 1]
 */
public record EmbeddingChannels(EmbeddingProvider primary, List<EmbeddingChannel> further, double weight) {

    /** Copies the list. */
    public EmbeddingChannels {
        further = List.copyOf(further);
    }

    /** Only the primary model. */
    public static EmbeddingChannels only(EmbeddingProvider primary) {
        return new EmbeddingChannels(primary, List.of(), 0);
    }

    /** Whether any further channel is configured. */
    public boolean fuses() {
        return !further.isEmpty();
    }
}
