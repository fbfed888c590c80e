package io.mnemograph.pipeline.recall;

import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.Via;
import io.mnemograph.core.graph.PathStep;
import io.mnemograph.model.NewerStatements;
import io.mnemograph.model.StoredMemory;
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

    /** A hit that nothing newer contradicts (yet: {@link NewerFirstStage} marks it). */
    RecallHit(StoredMemory memory, double score, ScoreComponents components, Via via, int hops, List<PathStep> path) {
        this(memory, score, components, via, hops, path, false, NewerStatements.NONE, Map.of());
    }

    /** The same hit, marked as brought back from cold storage when it was cold. */
    RecallHit afterReinforcement() {
        return "cold".equals(memory.tier())
                ? new RecallHit(memory, score, components, via, hops, path, true, newer, channels)
                : this;
    }

    /** The same hit, its score lifted by {@code factor} from its session ({@link ScoreComponents#inContext}). */
    RecallHit inSessionContext(double factor) {
        ScoreComponents lifted = components.inContext(factor);
        return new RecallHit(memory, lifted.score(), lifted, via, hops, path, resurrected, newer, channels);
    }

    /** The same hit, marked with what is newer than it. */
    RecallHit marked(NewerStatements statements) {
        return new RecallHit(memory, score, components, via, hops, path, resurrected, statements, channels);
    }

    /** The same hit with its cosine in each channel. */
    RecallHit withChannels(Map<String, Double> byChannel) {
        return new RecallHit(memory, score, components, via, hops, path, resurrected, newer, byChannel);
    }
}
