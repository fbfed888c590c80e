package io.mnemograph.pipeline.recall;

import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.Tier;
import io.mnemograph.core.Via;
import io.mnemograph.core.graph.PathStep;
import io.mnemograph.model.NewerStatements;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.store.recall.Candidate;
import java.util.List;
import java.util.Map;

/**
 * One recalled memory with its score and the factors that multiply to it.
 *
 * @param via   {@code DIRECT} when the vector seed found it, {@code ASSOCIATIVE} when spreading reached it
 * @param hops  association hops from the seed it was reached from (0 for direct results)
 * @param path  the hops from that seed, each with its edge and contribution (empty for direct results)
 * @param resurrected true when this recall brought the memory back from cold storage
 * @param newer the newer memories that contradict or supersede it ({@link NewerStatements#NONE}: none)
 * @param channels with further embedding channels, a direct result's cosine in each channel that holds a vector of
 *                 it, by channel name ({@code primary} included), whose fusion is its similarity; else empty
 */
public record RecallHit(
        StoredMemory memory,
        double score,
        ScoreComponents components,
        Via via,
        int hops,
        List<PathStep> path,
        boolean resurrected,
        NewerStatements newer,
        Map<String, Double> channels) {

    /** Copies the map. */
    public RecallHit {
        channels = Map.copyOf(channels);
    }

    /**
     * The answer for {@code candidate}, built once it passed every stage; {@code reinforced} when the recall wrote
     * back, which brings a cold memory back from cold storage.
     */
    static RecallHit of(Candidate candidate, boolean reinforced) {
        StoredMemory memory = candidate.memory();
        return new RecallHit(
                memory,
                candidate.score(),
                candidate.factors(),
                candidate.via(),
                candidate.hops(),
                candidate.path(),
                reinforced && memory.tier() == Tier.COLD,
                candidate.newer(),
                candidate.channels());
    }
}
