package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

/** Cognitive Memory's semantic links: the floor and {@code min(0.5, 0.2 + (sim - 0.4) x 0.5)}. */
class SemanticLinkWeightTest {

    private static final SemanticLinkWeight DEFAULTS = SemanticLinkWeight.defaults();

    @Test
    void weight_growsFromPointTwoAtTheFloor_toPointFiveAtIdenticalContent() {
        assertThat(DEFAULTS.weight(0.4)).isCloseTo(0.2, within(1e-12));
        assertThat(DEFAULTS.weight(0.6)).isCloseTo(0.3, within(1e-12));
        assertThat(DEFAULTS.weight(0.8)).isCloseTo(0.4, within(1e-12));
        assertThat(DEFAULTS.weight(1.0)).isCloseTo(0.5, within(1e-12));
        assertThat(DEFAULTS.weight(1.0 + 1e-6)).isEqualTo(0.5); // a float cosine a hair above 1 stays capped
    }

    @Test
    void links_atOrAboveTheFloor_only() {
        assertThat(DEFAULTS.floor()).isEqualTo(0.4);
        assertThat(DEFAULTS.links(0.4)).isTrue();
        assertThat(DEFAULTS.links(0.3999)).isFalse();
        assertThat(new SemanticLinkWeight(0.7).links(0.69)).isFalse();
    }

    @Test
    void weight_aRaisedFloor_makesFewerLinks_eachWeighingTheSame() {
        SemanticLinkWeight raised = new SemanticLinkWeight(0.6);

        assertThat(raised.links(0.5)).isFalse();
        assertThat(raised.weight(0.6)).isEqualTo(DEFAULTS.weight(0.6));
    }

    @Test
    void floor_outsideTheUnitInterval_isRefusedNamingIt() {
        assertThatThrownBy(() -> new SemanticLinkWeight(1.5)).hasMessageContaining("semanticFloor");
        assertThatThrownBy(() -> new SemanticLinkWeight(-0.1)).hasMessageContaining("semanticFloor");
    }

    @Property(tries = 300)
    void weight_ofALinkMade_isBetweenPointTwoAndPointFive_andNeverFallsWithSimilarity(
            @ForAll @DoubleRange(min = 0.4, max = 1) double similarity,
            @ForAll @DoubleRange(min = 0, max = 1) double more) {
        double weight = DEFAULTS.weight(similarity);

        assertThat(weight).isBetween(0.2 - 1e-12, 0.5);
        assertThat(DEFAULTS.weight(Math.min(1, similarity + more))).isGreaterThanOrEqualTo(weight);
    }
}
