package io.mnemograph.pipeline.recall;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.core.graph.Activation;
import io.mnemograph.core.graph.Association;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.core.graph.FollowedEdges;
import io.mnemograph.core.graph.Mention;
import io.mnemograph.core.graph.SpreadingActivation;
import io.mnemograph.core.graph.SpreadingParameters;
import io.mnemograph.core.graph.Subgraph;
import io.mnemograph.pipeline.metrics.RecallStage;
import io.mnemograph.store.MemoryTransaction;
import io.mnemograph.store.recall.Expansion;
import jakarta.inject.Singleton;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The recall's spreading stage ({@link RecallStage#SPREADING}): fetches the neighbourhood of the seeds hop by hop (one
 * query per hop, {@code cypher/recall/expand.cypher}) and spreads activation over it in Java with the pure algorithm,
 * {@link SpreadingActivation}; its {@link SpreadingResult} is every memory's {@code Activation}. Measured against
 * spreading in one Cypher query in docs/decisions/0003-spreading-in-java-or-cypher.md.
 *
 * <p>Implementation notes: the fetch is exact. Hop {@code k} fetches the neighbourhood of exactly the memories the
 * spreading expands at hop {@code k}: those whose activation improved at hop {@code k - 1} (their best path has
 * {@code k - 1} steps), the {@code maxFrontier} most active, each with its {@code maxNeighbours} strongest
 * neighbours in {@code Neighbourhood}'s order; except memories whose activation x spread factor is below the minimum
 * activation, whose every hop would be pruned. The result is therefore the same as {@link SpreadingActivation} over
 * the whole namespace graph without hub entities (fan-out above {@code maxEntityFanOut}), which
 * {@code SpreadingVariantsTest} checks.
 */
@Singleton
public final class SpreadingStage {

    private final GraphSettings settings;

    public SpreadingStage(GraphSettings settings) {
        this.settings = settings;
    }

    /**
     * Spreads activation from {@code seeds} over {@code hops} hops along the {@code edges} followed, pruning
     * activations below {@code minActivation} when that is above the configured {@code min-activation}: memories
     * below it are neither returned nor expanded, so their neighbourhoods are not fetched. Excluded association kinds
     * are not fetched, and without entity links no entity is (a largest fan-out of 1 makes every entity a hub: an
     * entity mentioned once links nothing).
     *
     * @param seeds         memory id -> seed activation in (0, 1]
     * @param spreadFactor  activation kept per hop (the recall options resolve the default)
     * @param minActivation the lowest activation worth following (0 for the configured {@code min-activation})
     * @return every memory with activation, seeds included (hops 0), strongest first, and the importance x weight and
     *     session of each memory reached
     */
    public SpreadingResult spread(
            MemoryTransaction tx,
            String namespace,
            Map<String, Double> seeds,
            int hops,
            double spreadFactor,
            double minActivation,
            FollowedEdges edges) {
        SpreadingParameters parameters = settings.spreading(hops, spreadFactor).withMinActivationAtLeast(minActivation);
        Set<Association> associations = new LinkedHashSet<>();
        Set<Mention> mentions = new LinkedHashSet<>();
        Map<String, Integer> fanOut = new HashMap<>();
        Map<String, Expansion> reached = new HashMap<>();
        Map<String, Double> fetched = new HashMap<>();
        int maxEntityFanOut = edges.entityLinks() ? settings.maxEntityFanOut() : 1;
        List<String> excludedKinds = edges.excludedGraphNames();
        List<Activation> activations = new SpreadingActivation(parameters.withHops(0)).spread(seeds, Subgraph.EMPTY);
        for (int hop = 1; hop <= hops; hop++) {
            int previous = hop - 1;
            List<Activation> frontier = activations.stream()
                    .filter(a -> a.hops() == previous)
                    .limit(parameters.maxFrontier())
                    .toList();
            if (frontier.isEmpty()) {
                break;
            }
            Map<String, Double> unfetched = new LinkedHashMap<>();
            for (Activation a : frontier) {
                double needed = weakestUsefulLink(a.activation(), parameters);
                if (needed <= 1.0 && needed < fetched.getOrDefault(a.memoryId(), Double.POSITIVE_INFINITY)) {
                    unfetched.put(a.memoryId(), needed);
                    fetched.put(a.memoryId(), needed);
                }
            }
            if (!unfetched.isEmpty()) {
                for (Expansion e : tx.recall()
                        .expand(
                                namespace,
                                unfetched,
                                parameters.maxNeighboursPerNode(),
                                maxEntityFanOut,
                                parameters.entityDamping(),
                                excludedKinds)) {
                    reached.put(e.targetId(), e);
                    if (e.viaEntity()) {
                        mentions.add(new Mention(e.sourceId(), e.entity()));
                        mentions.add(new Mention(e.targetId(), e.entity()));
                        fanOut.merge(e.entity(), e.fanOut(), Math::max);
                    } else {
                        associations.add(new Association(
                                e.sourceId(), e.targetId(), e.weight(), AssociationKind.fromGraphName(e.kind())));
                    }
                }
            }
            activations = new SpreadingActivation(parameters.withHops(hop))
                    .spread(seeds, new Subgraph(List.copyOf(associations), List.copyOf(mentions), fanOut));
        }
        return new SpreadingResult(activations, reached);
    }

    /**
     * The weakest link worth fetching from a memory with {@code activation}: a neighbour gets
     * {@code activation x spreadFactor x weight}, and below {@code minActivation} the spreading takes no hop, so
     * lighter links are pruned anyway (a hair lower, so that rounding never drops a link the spreading would take).
     * Above 1 no link is worth fetching: the memory is still expanded by the spreading (it counts against
     * {@code maxFrontier}), but its neighbourhood need not be read. A memory whose activation rises at a later hop
     * needs lighter links, and is fetched again.
     */
    static double weakestUsefulLink(double activation, SpreadingParameters parameters) {
        double best = activation * parameters.spreadFactor();
        return best > 0.0 ? parameters.minActivation() / best * (1 - 1e-9) : Double.POSITIVE_INFINITY;
    }
}
