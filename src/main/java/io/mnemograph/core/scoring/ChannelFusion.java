package io.mnemograph.core.scoring;

import io.mnemograph.core.Checks;
import java.util.Collection;

/**
 * A memory's dense similarity to a query when it is read by several embedding models: {@code (1 - w) x primary +
 * w x mean(further)}, over the further channels that hold a vector of the memory; the primary cosine alone when none
 * does (a channel added to a database with memories reads each memory only once the re-embedding job reached it).
 *
 * <p>Implementation notes: CombSUM of the models' cosines (E. A. Fox and J. A. Shaw, "Combination of multiple
 * searches", TREC-2, 1994), the rule the seed already uses to fuse the dense and the lexical relevance
 * ({@link SeedRelevance}); the weight was chosen on the three dev sets (docs/decisions/0028-embedding-channels.md).
 * Stateless and thread-safe.
 *
 * @param weight {@code w}, the further channels' share, in [0, 1]
 */
public record ChannelFusion(double weight) {

    /** Validates the weight. */
    public ChannelFusion {
        Checks.inRange("weight", weight, 0, 1);
    }

    /** The fused similarity of a memory whose primary cosine is {@code primary} and further cosines {@code further}. */
    public double of(double primary, Collection<Double> further) {
        if (further.isEmpty()) {
            return primary;
        }
        double mean =
                further.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return (1 - weight) * primary + weight * mean;
    }
}
