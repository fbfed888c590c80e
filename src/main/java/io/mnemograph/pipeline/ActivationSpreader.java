package io.mnemograph.pipeline;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.core.graph.Activation;
import io.mnemograph.core.graph.Association;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.core.graph.Mention;
import io.mnemograph.core.graph.SpreadingActivation;
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
 * Fetches the neighbourhood of the seeds hop by hop (one query per hop, bounded per memory and per hop) and spreads
 * activation over it in Java with the pure {@link SpreadingActivation} (docs/decisions/0002-spreading-in-java.md).
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
     * @return every memory with activation, seeds included (hops 0), strongest first
     */
    public List<Activation> spread(MemoryTransaction tx, String namespace, Map<String, Double> seeds, int hops,
                                   Double spreadFactor) {
        SpreadingActivation spreading = new SpreadingActivation(settings.spreading(hops, spreadFactor));
        List<Association> associations = new ArrayList<>();
        List<Mention> mentions = new ArrayList<>();
        Map<String, Integer> fanOut = new HashMap<>();
        Set<String> expanded = new HashSet<>();
        List<String> frontier = List.copyOf(seeds.keySet());
        List<Activation> activations = spreading.spread(seeds, Subgraph.EMPTY);
        for (int hop = 1; hop <= hops && !frontier.isEmpty(); hop++) {
            expanded.addAll(frontier);
            for (Expansion e : tx.expand(namespace, frontier, settings.maxNeighbours(), settings.maxEntityFanOut())) {
                if (e.viaEntity()) {
                    mentions.add(new Mention(e.sourceId(), e.entity()));
                    mentions.add(new Mention(e.targetId(), e.entity()));
                    fanOut.merge(e.entity(), e.fanOut(), Math::max);
                } else {
                    associations.add(new Association(e.sourceId(), e.targetId(), e.weight(),
                            AssociationKind.fromGraphName(e.kind())));
                }
            }
            activations = spreading.spread(seeds, new Subgraph(associations, mentions, fanOut));
            frontier = activations.stream()
                    .filter(a -> !expanded.contains(a.memoryId()))
                    .limit(settings.maxFrontier())
                    .map(Activation::memoryId)
                    .toList();
        }
        return activations;
    }
}
