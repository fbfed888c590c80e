package io.mnemograph.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** CombSUM of the channels' cosines, each further channel first put on the primary's range over the candidates. */
class ChannelFusionTest {

    private static Map<String, Double> primary(double a, double b, double c) {
        Map<String, Double> cosines = new LinkedHashMap<>();
        cosines.put("a", a);
        cosines.put("b", b);
        cosines.put("c", c);
        return cosines;
    }

    @Test
    void of_furtherChannelOnItsOwnScale_isMappedOntoThePrimarysRangeThenSummed() {
        // bge's cosines 0.60..0.90 become MiniLM's 0.10..0.70: c (bge's nearest) gets 0.70, a (its farthest) 0.10
        Map<String, Double> fused = new ChannelFusion(0.5)
                .of(
                        primary(0.70, 0.40, 0.10),
                        Map.of("a", Map.of("bge", 0.60), "b", Map.of("bge", 0.75), "c", Map.of("bge", 0.90)));

        assertThat(fused.get("a")).isCloseTo(0.5 * 0.70 + 0.5 * 0.10, within(1e-12));
        assertThat(fused.get("b")).isCloseTo(0.5 * 0.40 + 0.5 * 0.40, within(1e-12));
        assertThat(fused.get("c")).isCloseTo(0.5 * 0.10 + 0.5 * 0.70, within(1e-12));
        assertThat(fused.keySet()).containsExactly("a", "b", "c");
    }

    @Test
    void of_aCandidateTheChannelHasNotEmbedded_keepsItsPrimaryCosine() {
        Map<String, Double> fused = new ChannelFusion(0.5)
                .of(primary(0.70, 0.40, 0.10), Map.of("a", Map.of("bge", 0.60), "c", Map.of("bge", 0.90)));

        assertThat(fused.get("b")).isEqualTo(0.40);
        assertThat(fused.get("c")).isCloseTo(0.5 * 0.10 + 0.5 * 0.70, within(1e-12));
    }

    @Test
    void of_weightZero_isThePrimaryAlone_andOneFurtherValueSitsAtThePrimarysTop() {
        Map<String, Map<String, Double>> bge = Map.of("a", Map.of("bge", 0.60), "b", Map.of("bge", 0.75));
        assertThat(new ChannelFusion(0).of(primary(0.70, 0.40, 0.10), bge))
                .containsExactlyEntriesOf(primary(0.70, 0.40, 0.10));

        Map<String, Double> single = new ChannelFusion(1).of(Map.of("a", 0.30), Map.of("a", Map.of("bge", 0.80)));
        assertThat(single.get("a")).isEqualTo(0.30);
    }

    @Test
    void constructor_weightOutsideZeroToOne_isRejected() {
        assertThatThrownBy(() -> new ChannelFusion(1.5)).isInstanceOf(IllegalArgumentException.class);
    }
}
