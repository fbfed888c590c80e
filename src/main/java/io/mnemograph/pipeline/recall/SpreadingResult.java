package io.mnemograph.pipeline.recall;

import io.mnemograph.core.graph.Activation;
import java.util.List;
import java.util.Map;

/**
 * What {@link SpreadingStage} found.
 *
 * @param activations           every memory with activation, seeds included (hops 0), strongest first
 * @param importanceTimesWeight for each memory the fetch reached, its stored {@code importance x weight}: with the
 *                              activation and the recall's ceiling an upper bound of its score
 *                              ({@link io.mnemograph.core.scoring.ScoreBounds}), read on the way
 * @param formedIn              for each memory the fetch reached that was formed in a session, that session (the first
 *                              of its sessions), which bounds its session-context lift
 *                              ({@link io.mnemograph.core.graph.SessionContext}), read on the way
 */
public record SpreadingResult(
        List<Activation> activations, Map<String, Double> importanceTimesWeight, Map<String, String> formedIn) {

    public SpreadingResult {
        activations = List.copyOf(activations);
        importanceTimesWeight = Map.copyOf(importanceTimesWeight);
        formedIn = Map.copyOf(formedIn);
    }
}
