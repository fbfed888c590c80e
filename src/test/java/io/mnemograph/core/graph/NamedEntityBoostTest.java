package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** The named-entity boost by example (numbers worked out by hand) and by property. */
class NamedEntityBoostTest {

    private static final Offset<Double> EXACT = offset(1e-12);

    @Test
    void apply_candidateNamingTheEntity_isRaised_othersKeepTheirs() {
        Map<String, Double> relevance = new LinkedHashMap<>();
        relevance.put("other", 0.6);
        relevance.put("named", 0.5);

        Map<String, Double> result = new NamedEntityBoost(0.5).apply(relevance, Set.of("named", "not-a-candidate"));

        // named: 0.5 x (1 + 0.5 x (1 - 0.5)) = 0.625, now above the 0.6 of the candidate that names nothing
        assertThat(result.get("named")).isCloseTo(0.625, EXACT);
        assertThat(result.get("other")).isEqualTo(0.6);
        assertThat(result.keySet()).containsExactly("other", "named");
    }

    @Test
    void boosted_nearOne_gainsLittle_atOne_staysOne() {
        NamedEntityBoost boost = new NamedEntityBoost(1.0);
        assertThat(boost.boosted(0.9)).isCloseTo(0.99, EXACT);
        assertThat(boost.boosted(1.0)).isEqualTo(1.0);
        assertThat(boost.boosted(0.2)).isCloseTo(0.36, EXACT);
    }

    @Test
    void boosted_zeroOrNegative_isKept() {
        NamedEntityBoost boost = new NamedEntityBoost(0.5);
        assertThat(boost.boosted(0.0)).isZero();
        assertThat(boost.boosted(-0.2)).isEqualTo(-0.2);
    }

    @Test
    void betaOutOfRange_isRefused() {
        assertThatThrownBy(() -> new NamedEntityBoost(1.5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("beta");
        assertThatThrownBy(() -> new NamedEntityBoost(-0.1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Property
    void boosted_staysInUnitInterval_andNeverLowers(
            @ForAll @DoubleRange(min = 0, max = 1) double beta,
            @ForAll @DoubleRange(min = 0, max = 1) double relevance) {
        double boosted = new NamedEntityBoost(beta).boosted(relevance);
        assertThat(boosted).isBetween(relevance, 1.0);
    }

    @Property
    void boosted_keepsTheOrder(
            @ForAll @DoubleRange(min = 0, max = 1) double beta,
            @ForAll @DoubleRange(min = 0, max = 1) double a,
            @ForAll @DoubleRange(min = 0, max = 1) double b) {
        NamedEntityBoost boost = new NamedEntityBoost(beta);
        if (a < b) {
            assertThat(boost.boosted(a)).isLessThanOrEqualTo(boost.boosted(b));
        }
    }

    @Property
    void betaZero_isTheIdentity(@ForAll @DoubleRange(min = -1, max = 1) double relevance) {
        assertThat(new NamedEntityBoost(0).boosted(relevance)).isEqualTo(relevance);
    }
}
