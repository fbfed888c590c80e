package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Spreads activation from seed memories over a fetched {@link Subgraph}: over {@code ASSOCIATED} edges and over
 * shared entities, {@code neighbour = parent x spreadFactor x edgeWeight}, for up to {@code hops} hops.
 *
 * <p>Implementation notes (rules and reasons in docs/entities-and-spreading.md):
 * <ol>
 *   <li>Runs on data, like GDS's {@code PageRankComputation}: no transaction, no I/O; stateless and
 *       thread-safe.</li>
 *   <li>Hop by hop, synchronously: each hop expands the {@code maxFrontier} most active memories that improved in
 *       the previous hop, each to its {@code maxNeighboursPerNode} strongest neighbours
 *       ({@link Neighbourhood#strongest}).</li>
 *   <li>A memory keeps its best activation (max, never a sum), and only a strictly better activation replaces it,
 *       so activations stay in (0, 1], cycles cannot loop and more hops never lower an activation.</li>
 *   <li>An entity link memory -> entity -> memory is one hop weighing {@link #entityLinkWeight}
 *       {@code = fanOut^-entityDamping}, so a hub ("I", a speaker's name) does not flood the result.</li>
 *   <li>Seeds are memories like any other: a seed keeps its own activation (hops 0, empty path) unless a path
 *       from a stronger seed brings strictly more, and then it is reached by association with that path (design
 *       §4 step 5, "merge with the seeds keeping the best activation per memory"). A weak match next to a strong
 *       one (the turn after the one a question names) rises with it.</li>
 *   <li>Activations below {@code minActivation} are pruned. The result is ordered by activation, highest first,
 *       then by id; every tie inside is broken by id, so equal inputs give equal outputs.</li>
 * </ol>
 */
public final class SpreadingActivation {

    private static final Comparator<Activation> STRONGEST_FIRST =
            Comparator.comparingDouble(Activation::activation).reversed().thenComparing(Activation::memoryId);

    private final SpreadingParameters parameters;

    /** Spreading with these parameters. */
    public SpreadingActivation(SpreadingParameters parameters) {
        this.parameters = Objects.requireNonNull(parameters, "parameters");
    }

    /**
     * The weight of one memory -> entity -> memory hop through an entity that {@code fanOut} memories mention:
     * {@code fanOut^-entityDamping}. With the default damping 0.5 (1/sqrt): 0.71 for an entity two memories share,
     * 0.32 at 10, 0.1 at 100, 0.04 for a speaker named in 700 turns.
     */
    public static double entityLinkWeight(int fanOut, double entityDamping) {
        Checks.inRange("fanOut", fanOut, 1, Integer.MAX_VALUE);
        Checks.inRange("entityDamping", entityDamping, 0.0, SpreadingParameters.MAX_ENTITY_DAMPING);
        return Math.pow(fanOut, -entityDamping);
    }

    /**
     * Spreads from {@code seeds} (memory id -> activation in (0, 1]) over {@code subgraph}.
     *
     * @return the seeds (hops 0) and every memory reached with at least {@code minActivation}, each once, ordered
     *     by activation (highest first), then id
     */
    public List<Activation> spread(Map<String, Double> seeds, Subgraph subgraph) {
        Objects.requireNonNull(seeds, "seeds");
        Objects.requireNonNull(subgraph, "subgraph");
        Map<String, Activation> best = new HashMap<>();
        seeds.forEach((id, activation) -> {
            Checks.notBlank("seed id", id);
            Checks.aboveUpTo("seeds[" + id + "]", Objects.requireNonNull(activation, "seeds[" + id + "]"), 0.0, 1.0);
            best.put(id, new Activation(id, activation, 0, List.of()));
        });
        Neighbourhood neighbourhood = new Neighbourhood(subgraph, parameters.entityDamping());
        List<Activation> frontier = new ArrayList<>(best.values());
        for (int hop = 1; hop <= parameters.hops() && !frontier.isEmpty(); hop++) {
            frontier = expand(frontier, neighbourhood, best);
        }
        return best.values().stream().sorted(STRONGEST_FIRST).toList();
    }

    /** One hop: the memories improved by expanding the strongest of {@code frontier}, merged into {@code best}. */
    private List<Activation> expand(
            List<Activation> frontier, Neighbourhood neighbourhood, Map<String, Activation> best) {
        Map<String, Activation> improved = new HashMap<>();
        List<Activation> expanded = frontier.stream()
                .sorted(STRONGEST_FIRST)
                .limit(parameters.maxFrontier())
                .toList();
        for (Activation parent : expanded) {
            List<Neighbourhood.Link> links =
                    neighbourhood.strongest(parent.memoryId(), parameters.maxNeighboursPerNode());
            for (Neighbourhood.Link link : links) {
                double activation = parent.activation() * parameters.spreadFactor() * link.weight();
                if (activation <= 0.0 || activation < parameters.minActivation()) {
                    break;
                }
                Activation current = improved.getOrDefault(link.toId(), best.get(link.toId()));
                if (current == null || activation > current.activation()) {
                    improved.put(link.toId(), extend(parent, link, activation));
                }
            }
        }
        best.putAll(improved);
        return new ArrayList<>(improved.values());
    }

    private static Activation extend(Activation parent, Neighbourhood.Link link, double activation) {
        List<PathStep> path = new ArrayList<>(parent.path());
        path.add(new PathStep(
                parent.memoryId(), link.edgeKind(), link.weight(), link.viaEntity(), link.toId(), activation));
        return new Activation(link.toId(), activation, path.size(), path);
    }
}
