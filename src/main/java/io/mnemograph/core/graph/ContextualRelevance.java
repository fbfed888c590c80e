package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Raises the relevance of a candidate memory by the relevance of the candidates it is associated with:
 * {@code relevance' = (1 - alpha) x relevance + alpha x max_j(weight_ij x relevance_j)}, over the
 * {@code ASSOCIATED} edges between candidates.
 *
 * <p>Implementation notes: this is score regularisation over the candidates' association graph (F. Diaz,
 * "Regularizing ad hoc retrieval scores", CIKM 2005: {@code f = (1 - alpha) y + alpha W f}), with one pass and the
 * strongest linked candidate instead of the weighted mean of all of them, so that a memory with one strong
 * neighbour ("Yes, every weekend!" after "Do you still go hiking?") gains as much as one with several. It lets a
 * short turn whose meaning sits in the turn before (a temporal link, weight 1) rise with it, where spreading
 * activation alone could only give it {@code spread_factor} of its neighbour's activation. Measured on the LoCoMo
 * dev conversations: docs/decisions/0005-contextual-relevance.md. The result stays in [0, 1] when the input does.
 * Stateless and thread-safe.
 */
public final class ContextualRelevance {

    private final double contextWeight;

    /**
     * @param contextWeight alpha, the share of the best linked candidate's relevance, [0, 1]; the service's default,
     *                      0.15, is {@code mnemograph.graph.context-weight} (config.GraphSettings)
     */
    public ContextualRelevance(double contextWeight) {
        Checks.inRange("contextWeight", contextWeight, 0.0, 1.0);
        this.contextWeight = contextWeight;
    }

    /**
     * Each candidate's contextual relevance among the others.
     *
     * @param relevance memory id -> relevance in [0, 1] of every candidate
     * @param links     associations among the candidates (either direction; links to other memories are ignored)
     * @return memory id -> contextual relevance, for the same ids in the same order
     */
    public Map<String, Double> apply(Map<String, Double> relevance, Collection<Association> links) {
        Objects.requireNonNull(relevance, "relevance");
        Objects.requireNonNull(links, "links");
        Map<String, Double> context = new HashMap<>();
        for (Association link : links) {
            Double source = relevance.get(link.sourceId());
            Double target = relevance.get(link.targetId());
            if (source == null || target == null || link.sourceId().equals(link.targetId())) {
                continue;
            }
            context.merge(link.sourceId(), link.weight() * target, Math::max);
            context.merge(link.targetId(), link.weight() * source, Math::max);
        }
        Map<String, Double> result = new LinkedHashMap<>();
        relevance.forEach(
                (id, own) -> result.put(id, (1 - contextWeight) * own + contextWeight * context.getOrDefault(id, 0.0)));
        return result;
    }
}
