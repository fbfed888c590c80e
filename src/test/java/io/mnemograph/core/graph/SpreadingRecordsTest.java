package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Validation and small helpers of the spreading records: parameters, edges, subgraph and results. */
class SpreadingRecordsTest {

    @Test
    void defaults_matchTheDesignWithTheMeasuredSpreadFactor() {
        assertThat(SpreadingParameters.DEFAULTS).isEqualTo(new SpreadingParameters(2, 0.6, 20, 200, 0.01, 0.5));
    }

    @Test
    void withHops_changesOnlyHops() {
        assertThat(SpreadingParameters.DEFAULTS.withHops(4))
                .isEqualTo(new SpreadingParameters(4, 0.6, 20, 200, 0.01, 0.5));
    }

    static Stream<Arguments> badParameters() {
        return Stream.of(
                bad("hops", () -> new SpreadingParameters(-1, 0.5, 20, 200, 0.01, 0.5)),
                bad("hops", () -> new SpreadingParameters(5, 0.5, 20, 200, 0.01, 0.5)),
                bad("spreadFactor", () -> new SpreadingParameters(2, 0.0, 20, 200, 0.01, 0.5)),
                bad("spreadFactor", () -> new SpreadingParameters(2, 1.01, 20, 200, 0.01, 0.5)),
                bad("spreadFactor", () -> new SpreadingParameters(2, Double.NaN, 20, 200, 0.01, 0.5)),
                bad("maxNeighboursPerNode", () -> new SpreadingParameters(2, 0.5, 0, 200, 0.01, 0.5)),
                bad("maxNeighboursPerNode", () -> new SpreadingParameters(2, 0.5, 10_001, 200, 0.01, 0.5)),
                bad("maxFrontier", () -> new SpreadingParameters(2, 0.5, 20, 0, 0.01, 0.5)),
                bad("minActivation", () -> new SpreadingParameters(2, 0.5, 20, 200, -0.01, 0.5)),
                bad("minActivation", () -> new SpreadingParameters(2, 0.5, 20, 200, 1.0, 0.5)),
                bad("entityDamping", () -> new SpreadingParameters(2, 0.5, 20, 200, 0.01, -0.1)),
                bad("entityDamping", () -> new SpreadingParameters(2, 0.5, 20, 200, 0.01, 2.1)),
                bad("weight", () -> new Association("A", "B", 1.1, AssociationKind.SEMANTIC)),
                bad("weight", () -> new Association("A", "B", Double.NaN, AssociationKind.SEMANTIC)),
                bad("sourceId", () -> new Association(" ", "B", 0.5, AssociationKind.SEMANTIC)),
                bad("entityKey", () -> new Mention("A", "")),
                bad("entityFanOut[x]", () -> new Subgraph(List.of(), List.of(), Map.of("x", 0))),
                bad("activation", () -> new Activation("A", 0.0, 0, List.of())),
                bad("hops", () -> new Activation("A", 0.5, 1, List.of())));
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("badParameters")
    void constructor_outOfRange_throwsNamingTheParameter(String parameter, Supplier<Object> construct) {
        assertThatThrownBy(construct::get)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(parameter + " must");
    }

    @ParameterizedTest
    @EnumSource(AssociationKind.class)
    void fromGraphName_graphName_roundTrips(AssociationKind kind) {
        assertThat(AssociationKind.fromGraphName(kind.graphName())).isEqualTo(kind);
        assertThat(kind.edgeKind()).isEqualTo("ASSOCIATED:" + kind.graphName());
    }

    @Test
    void fromGraphName_unknown_throws() {
        assertThatThrownBy(() -> AssociationKind.fromGraphName("SEMANTIC"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SEMANTIC");
        assertThat(AssociationKind.CO_RECALL.graphName()).isEqualTo("co_recall");
    }

    @Test
    void subgraph_collections_copied() {
        List<Mention> mentions = new java.util.ArrayList<>(List.of(new Mention("A", "x")));
        Subgraph subgraph = new Subgraph(List.of(), mentions, Map.of());

        mentions.clear();

        assertThat(subgraph.mentions()).hasSize(1);
    }

    private static Arguments bad(String parameter, Supplier<Object> construct) {
        return Arguments.of(parameter, construct);
    }
}
