package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** Spreading activation on small hand-built graphs, with the expected numbers worked out by hand. */
class SpreadingActivationTest {

    private static final Offset<Double> EXACT = offset(1e-12);

    /** The design's parameters with CMM's 0.5 per hop (the service's is 0.6): the expected activations are halves. */
    private static final SpreadingParameters CMM = new SpreadingParameters(2, 0.5, 20, 200, 0.01, 0.5);

    @Test
    void spread_chain_reachesEachMemoryOneHopFurther() {
        Subgraph chain = graph(List.of(semantic("A", "B", 0.8), semantic("B", "C", 0.5)), List.of());

        assertThat(spread(withHops(1), Map.of("A", 1.0), chain))
                .extracting(Activation::memoryId)
                .containsExactly("A", "B");
        List<Activation> twoHops = spread(withHops(2), Map.of("A", 1.0), chain);

        assertThat(twoHops)
                .extracting(Activation::memoryId, Activation::hops)
                .containsExactly(tuple("A", 0), tuple("B", 1), tuple("C", 2));
        assertThat(find(twoHops, "B").activation()).isCloseTo(1.0 * 0.5 * 0.8, EXACT);
        assertThat(find(twoHops, "C").activation()).isCloseTo(1.0 * 0.5 * 0.8 * 0.5 * 0.5, EXACT);
    }

    @Test
    void spread_chain_explainsEachHop() {
        Subgraph chain = graph(
                List.of(semantic("A", "B", 0.8), association("C", "B", 0.5, AssociationKind.TEMPORAL)), List.of());

        Activation c = find(spread(withHops(2), Map.of("A", 1.0), chain), "C");

        assertThat(c.path())
                .containsExactly(
                        new PathStep("A", "ASSOCIATED:semantic", 0.8, null, "B", 0.4),
                        new PathStep("B", "ASSOCIATED:temporal", 0.5, null, "C", 0.1));
        assertThat(c.direct()).isFalse();
    }

    @Test
    void spread_zeroHops_returnsOnlyTheSeeds() {
        Subgraph chain = graph(List.of(semantic("A", "B", 1.0)), List.of());

        assertThat(spread(withHops(0), Map.of("A", 0.7, "Z", 0.9), chain))
                .containsExactly(new Activation("Z", 0.9, 0, List.of()), new Activation("A", 0.7, 0, List.of()));
    }

    @Test
    void spread_noSeeds_returnsNothing() {
        assertThat(spread(CMM, Map.of(), graph(List.of(semantic("A", "B", 1)), List.of())))
                .isEmpty();
    }

    @Test
    void spread_sharedEntity_weighsOneOverSqrtFanOut() {
        Subgraph subgraph = graph(
                List.of(),
                List.of(
                        new Mention("A", "sweden"),
                        new Mention("B", "sweden"),
                        new Mention("A", "caroline"),
                        new Mention("C", "caroline")),
                Map.of("sweden", 2, "caroline", 400));

        List<Activation> result = spread(CMM, Map.of("A", 1.0), subgraph);

        assertThat(find(result, "B").activation()).isCloseTo(0.5 / Math.sqrt(2), EXACT);
        assertThat(find(result, "C").activation()).isCloseTo(0.5 / 20, EXACT);
        PathStep step = find(result, "B").path().get(0);
        assertThat(step.edgeKind()).isEqualTo(PathStep.MENTIONS);
        assertThat(step.viaEntity()).isEqualTo("sweden");
        assertThat(step.edgeWeight()).isCloseTo(1 / Math.sqrt(2), EXACT);
    }

    @Test
    void spread_hubEntity_prunedBelowMinActivation() {
        Subgraph subgraph =
                graph(List.of(), List.of(new Mention("A", "i"), new Mention("B", "i")), Map.of("i", 10_000));

        assertThat(spread(CMM, Map.of("A", 1.0), subgraph))
                .extracting(Activation::memoryId)
                .containsExactly("A");
    }

    @Test
    void spread_noEntityDamping_entityLinksWeighOne() {
        Subgraph subgraph = graph(
                List.of(),
                List.of(new Mention("A", "caroline"), new Mention("C", "caroline")),
                Map.of("caroline", 400));
        SpreadingParameters undamped = new SpreadingParameters(2, 0.5, 20, 200, 0.01, 0.0);

        assertThat(find(spread(undamped, Map.of("A", 1.0), subgraph), "C").activation())
                .isCloseTo(0.5, EXACT);
    }

    @Test
    void spread_fanOutMissingOrTooLow_countsTheMentionsPresent() {
        List<Mention> fourMentions = List.of(
                new Mention("A", "pottery"),
                new Mention("B", "pottery"),
                new Mention("C", "pottery"),
                new Mention("D", "pottery"));

        for (Map<String, Integer> fanOut : List.of(Map.<String, Integer>of(), Map.of("pottery", 1))) {
            List<Activation> result = spread(CMM, Map.of("A", 1.0), graph(List.of(), fourMentions, fanOut));

            assertThat(find(result, "B").activation()).isCloseTo(0.5 * 0.5, EXACT);
        }
    }

    @Test
    void spread_twoPathsToOneMemory_keepsTheBestNotTheSum() {
        Subgraph subgraph = graph(List.of(semantic("A", "D", 0.4), semantic("B", "D", 0.9)), List.of());

        Activation d = find(spread(CMM, Map.of("A", 1.0, "B", 0.8), subgraph), "D");

        assertThat(d.activation()).isCloseTo(0.8 * 0.5 * 0.9, EXACT);
        assertThat(d.path()).extracting(PathStep::fromId).containsExactly("B");
    }

    @Test
    void spread_seedReachableMoreStrongly_takesTheStrongerPath() {
        Subgraph subgraph = graph(List.of(semantic("A", "B", 1.0)), List.of());

        Activation b = find(spread(CMM, Map.of("A", 1.0, "B", 0.2), subgraph), "B");

        assertThat(b.direct()).isFalse();
        assertThat(b.activation()).isCloseTo(1.0 * 0.5 * 1.0, EXACT);
        assertThat(b.path()).extracting(PathStep::fromId).containsExactly("A");
    }

    @Test
    void spread_seedReachableOnlyMoreWeakly_keepsItsOwnActivationAndStaysDirect() {
        Subgraph subgraph = graph(List.of(semantic("A", "B", 1.0)), List.of());

        Activation b = find(spread(CMM, Map.of("A", 1.0, "B", 0.6), subgraph), "B");

        assertThat(b).isEqualTo(new Activation("B", 0.6, 0, List.of()));
    }

    @Test
    void spread_longerPathStronger_replacesTheShorterOne() {
        Subgraph subgraph =
                graph(List.of(semantic("A", "C", 0.1), semantic("A", "B", 1.0), semantic("B", "C", 1.0)), List.of());

        Activation c = find(spread(withHops(2), Map.of("A", 1.0), subgraph), "C");

        assertThat(c.activation()).isCloseTo(0.25, EXACT);
        assertThat(c.hops()).isEqualTo(2);
    }

    @Test
    void spread_manyNeighbours_onlyTheStrongestMaxNeighboursReceive() {
        List<Association> star = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            star.add(semantic("hub", "n%02d".formatted(i), 0.3 + i * 0.02));
        }
        SpreadingParameters fiveNeighbours = new SpreadingParameters(1, 0.5, 5, 200, 0.01, 0.5);

        List<Activation> result = spread(fiveNeighbours, Map.of("hub", 1.0), graph(star, List.of()));

        assertThat(result).extracting(Activation::memoryId).containsExactly("hub", "n29", "n28", "n27", "n26", "n25");
    }

    @Test
    void spread_manyFrontierNodes_onlyTheStrongestMaxFrontierExpand() {
        Subgraph subgraph =
                graph(List.of(semantic("A", "a1", 1.0), semantic("B", "b1", 1.0), semantic("C", "c1", 1.0)), List.of());
        SpreadingParameters frontierOfTwo = new SpreadingParameters(1, 0.5, 20, 2, 0.01, 0.5);

        List<Activation> result = spread(frontierOfTwo, Map.of("A", 0.9, "B", 0.8, "C", 0.7), subgraph);

        assertThat(result).extracting(Activation::memoryId).containsExactly("A", "B", "C", "a1", "b1");
    }

    @Test
    void spread_frontierOfLaterHops_isOnlyWhatImproved() {
        Subgraph subgraph =
                graph(List.of(semantic("A", "B", 1.0), semantic("B", "C", 1.0), semantic("C", "D", 1.0)), List.of());

        List<Activation> result =
                spread(new SpreadingParameters(4, 1.0, 20, 200, 0.0, 0.5), Map.of("A", 1.0), subgraph);

        assertThat(result)
                .extracting(Activation::memoryId, Activation::hops)
                .containsExactly(tuple("A", 0), tuple("B", 1), tuple("C", 2), tuple("D", 3));
    }

    @Test
    void spread_cycle_doesNotLoop() {
        Subgraph triangle =
                graph(List.of(semantic("A", "B", 1.0), semantic("B", "C", 1.0), semantic("C", "A", 1.0)), List.of());

        List<Activation> result =
                spread(new SpreadingParameters(4, 1.0, 20, 200, 0.0, 0.5), Map.of("A", 1.0), triangle);

        assertThat(result)
                .extracting(Activation::memoryId, Activation::activation, Activation::hops)
                .containsExactly(tuple("A", 1.0, 0), tuple("B", 1.0, 1), tuple("C", 1.0, 1));
    }

    @Test
    void spread_selfEdges_ignored() {
        Subgraph subgraph = graph(
                List.of(semantic("A", "A", 1.0), semantic("B", "B", 1.0), semantic("A", "B", 0.6)),
                List.of(new Mention("A", "self"), new Mention("A", "self")));

        List<Activation> result = spread(CMM, Map.of("A", 1.0), subgraph);

        assertThat(result).extracting(Activation::memoryId).containsExactly("A", "B");
        assertThat(find(result, "B").activation()).isCloseTo(0.3, EXACT);
    }

    @Test
    void spread_parallelEdges_strongestCounts() {
        Subgraph subgraph = graph(
                List.of(semantic("A", "B", 0.3), association("B", "A", 0.9, AssociationKind.CO_RECALL)),
                List.of(new Mention("A", "tokyo"), new Mention("B", "tokyo")));

        Activation b = find(spread(CMM, Map.of("A", 1.0), subgraph), "B");

        assertThat(b.activation()).isCloseTo(0.45, EXACT);
        assertThat(b.path().get(0).edgeKind()).isEqualTo("ASSOCIATED:co_recall");
    }

    @Test
    void spread_associationAndEntityTie_preferTheAssociation() {
        Subgraph subgraph = graph(
                List.of(association("A", "B", 0.5, AssociationKind.EXPLICIT)),
                List.of(new Mention("A", "tokyo"), new Mention("B", "tokyo")),
                Map.of("tokyo", 4));

        PathStep step =
                find(spread(CMM, Map.of("A", 1.0), subgraph), "B").path().get(0);

        assertThat(step.edgeKind()).isEqualTo("ASSOCIATED:explicit");
        assertThat(step.viaEntity()).isNull();
    }

    @Test
    void spread_zeroWeightEdge_reachesNothing() {
        Subgraph subgraph = graph(List.of(semantic("A", "B", 0.0)), List.of());

        assertThat(spread(new SpreadingParameters(2, 0.5, 20, 200, 0.0, 0.5), Map.of("A", 1.0), subgraph))
                .extracting(Activation::memoryId)
                .containsExactly("A");
    }

    @Test
    void spread_belowMinActivation_pruned() {
        Subgraph subgraph = graph(List.of(semantic("A", "B", 0.1), semantic("A", "C", 0.019)), List.of());

        assertThat(spread(CMM, Map.of("A", 1.0), subgraph))
                .extracting(Activation::memoryId)
                .containsExactly("A", "B");
    }

    @Test
    void spread_equalActivations_orderedById() {
        Subgraph subgraph =
                graph(List.of(semantic("S", "b", 0.5), semantic("S", "a", 0.5), semantic("S", "c", 0.5)), List.of());

        assertThat(spread(CMM, Map.of("S", 1.0), subgraph))
                .extracting(Activation::memoryId)
                .containsExactly("S", "a", "b", "c");
    }

    @Test
    void spread_badSeedActivation_throwsNamingTheSeed() {
        for (double bad : new double[] {0.0, -0.1, 1.5, Double.NaN}) {
            assertThatThrownBy(() -> spread(CMM, Map.of("A", bad), Subgraph.EMPTY))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("seeds[A]");
        }
    }

    @Test
    void entityLinkWeight_fanOut_fallsAsAPowerOfIt() {
        assertThat(SpreadingActivation.entityLinkWeight(1, 0.5)).isEqualTo(1.0);
        assertThat(SpreadingActivation.entityLinkWeight(4, 0.5)).isCloseTo(0.5, EXACT);
        assertThat(SpreadingActivation.entityLinkWeight(100, 0.5)).isCloseTo(0.1, EXACT);
        assertThat(SpreadingActivation.entityLinkWeight(10, 1.0)).isCloseTo(0.1, EXACT);
        assertThat(SpreadingActivation.entityLinkWeight(1_000, 0.0)).isEqualTo(1.0);
    }

    @Test
    void entityLinkWeight_outOfRange_throwsNamingTheParameter() {
        assertThatThrownBy(() -> SpreadingActivation.entityLinkWeight(0, 0.5)).hasMessageContaining("fanOut");
        assertThatThrownBy(() -> SpreadingActivation.entityLinkWeight(2, 2.5)).hasMessageContaining("entityDamping");
    }

    private static List<Activation> spread(
            SpreadingParameters parameters, Map<String, Double> seeds, Subgraph subgraph) {
        return new SpreadingActivation(parameters).spread(seeds, subgraph);
    }

    private static SpreadingParameters withHops(int hops) {
        return CMM.withHops(hops);
    }

    private static Activation find(List<Activation> activations, String id) {
        Optional<Activation> found =
                activations.stream().filter(a -> a.memoryId().equals(id)).findFirst();
        assertThat(found).as("activation of " + id).isPresent();
        return found.orElseThrow();
    }

    static Association semantic(String from, String to, double weight) {
        return association(from, to, weight, AssociationKind.SEMANTIC);
    }

    static Association association(String from, String to, double weight, AssociationKind kind) {
        return new Association(from, to, weight, kind);
    }

    static Subgraph graph(List<Association> associations, List<Mention> mentions) {
        return graph(associations, mentions, Map.of());
    }

    static Subgraph graph(List<Association> associations, List<Mention> mentions, Map<String, Integer> fanOut) {
        return new Subgraph(associations, mentions, fanOut);
    }
}
