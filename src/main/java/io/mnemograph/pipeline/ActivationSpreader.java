package io.mnemograph.pipeline;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.core.graph.Activation;
import io.mnemograph.core.graph.Association;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.core.graph.Mention;
import io.mnemograph.core.graph.SpreadingActivation;
import io.mnemograph.core.graph.SpreadingParameters;
import io.mnemograph.core.graph.Subgraph;
import io.mnemograph.store.Expansion;
import io.mnemograph.store.MemoryTransaction;
import jakarta.inject.Singleton;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Fetches the neighbourhood of the seeds hop by hop (one query per hop, {@code cypher/recall/expand.cypher}) and
 * spreads activation over it in Java with the pure {@link SpreadingActivation}. Measured against spreading in one
 * Cypher query in docs/decisions/0003-spreading-in-java-or-cypher.md.
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
public final class ActivationSpreader {

    private final GraphSettings settings;

    public ActivationSpreader(GraphSettings settings) {
        this.settings = settings;
    }

    /**
     * @param seeds        memory id -> seed activation in (0, 1]
     * @param spreadFactor activation kept per hop, or null for the configured one
     * @return every memory with activation, seeds included (hops 0), strongest first, and the importance x weight of
     *     each memory reached
     */
    public Spread spread(MemoryTransaction tx, String namespace, Map<String, Double> seeds, int hops,
                         Double spreadFactor) {
        return spread(tx, namespace, seeds, hops, spreadFactor, 0.0);
    }

    /**
     * As {@link #spread(MemoryTransaction, String, Map, int, Double)}, pruning activations below
     * {@code minActivation} when that is above the configured {@code min-activation}: memories below it are neither
     * returned nor expanded, so their neighbourhoods are not fetched.
     */
    public Spread spread(MemoryTransaction tx, String namespace, Map<String, Double> seeds, int hops,
                         Double spreadFactor, double minActivation) {
        SpreadingParameters parameters =
                settings.spreading(hops, spreadFactor).withMinActivationAtLeast(minActivation);
        List<Association> associations = new ArrayList<>();
        List<Mention> mentions = new ArrayList<>();
        Map<String, Integer> fanOut = new HashMap<>();
        Map<String, Double> importanceTimesWeight = new HashMap<>();
        Set<String> fetched = new HashSet<>();
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
            List<String> unfetched = frontier.stream()
                    .filter(a -> canPassOn(a.activation(), parameters))
                    .map(Activation::memoryId)
                    .filter(fetched::add)
                    .toList();
            if (!unfetched.isEmpty()) {
                for (Expansion e : tx.expand(namespace, unfetched, parameters.maxNeighboursPerNode(),
                        settings.maxEntityFanOut(), parameters.entityDamping())) {
                    importanceTimesWeight.put(e.targetId(), e.targetImportance() * e.targetWeight());
                    if (e.viaEntity()) {
                        mentions.add(new Mention(e.sourceId(), e.entity()));
                        mentions.add(new Mention(e.targetId(), e.entity()));
                        fanOut.merge(e.entity(), e.fanOut(), Math::max);
                    } else {
                        associations.add(new Association(e.sourceId(), e.targetId(), e.weight(),
                                AssociationKind.fromGraphName(e.kind())));
                    }
                }
            }
            activations = new SpreadingActivation(parameters.withHops(hop))
                    .spread(seeds, new Subgraph(associations, mentions, fanOut));
        }
        return new Spread(activations, importanceTimesWeight);
    }

    /**
     * Whether a memory with {@code activation} can pass any activation on: a link weighs at most 1, so its
     * neighbours get at most {@code activation x spreadFactor}, and below {@code minActivation} the spreading takes
     * no hop. A memory that cannot is still expanded by the spreading (it counts against {@code maxFrontier}), but
     * its neighbourhood need not be fetched.
     */
    private static boolean canPassOn(double activation, SpreadingParameters parameters) {
        double best = activation * parameters.spreadFactor();
        return best > 0.0 && best >= parameters.minActivation();
    }
}
