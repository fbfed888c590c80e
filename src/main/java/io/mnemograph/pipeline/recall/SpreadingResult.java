package io.mnemograph.pipeline.recall;

import io.mnemograph.core.graph.Activation;
import io.mnemograph.store.recall.Expansion;
import java.util.List;
import java.util.Map;

/**
 * What {@link SpreadingStage} found.
 *
 * @param activations every memory with activation, seeds included (hops 0), strongest first
 * @param fetched     for each memory the fetch reached, the last hop that reached it, which carries what the fetch
 *                    read of it on the way ({@link #importanceTimesWeight}, {@link #formedIn})
 */
public record SpreadingResult(List<Activation> activations, Map<String, Expansion> fetched) {

    /** Copies the collections. */
    public SpreadingResult {
        activations = List.copyOf(activations);
        fetched = Map.copyOf(fetched);
    }

    /**
     * The stored {@code importance x weight} of the memory {@code id} if the fetch reached it (else null): with its
     * activation and the recall's ceiling an upper bound of its score ({@link io.mnemograph.core.scoring.ScoreBounds}).
     */
    public Double importanceTimesWeight(String id) {
        Expansion e = fetched.get(id);
        return e == null ? null : e.targetImportance() * e.targetWeight();
    }

    /**
     * The session the memory {@code id} was formed in (the first of its sessions), null when the fetch did not reach
     * it or it was formed in none: it bounds the memory's session-context lift
     * ({@link io.mnemograph.core.graph.SessionContext}).
     */
    public String formedIn(String id) {
        Expansion e = fetched.get(id);
        return e == null ? null : e.targetSession();
    }
}
