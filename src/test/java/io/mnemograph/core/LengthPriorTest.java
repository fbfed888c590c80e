package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;

class LengthPriorTest {

    @Test
    void factor_workedExamples() {
        LengthPrior prior = new LengthPrior(0.2);
        // 10 words: (10 / 100)^0.2 = 0.63096
        assertThat(prior.factor("Nate: I won my second tournament last week, so exciting!"))
                .isCloseTo(0.63096, within(1e-5));
        // 2 words: 0.02^0.2 = 0.45730
        assertThat(prior.factor("Congrats,  Nate!")).isCloseTo(0.45730, within(1e-5));
    }

    @Test
    void longerMemories_weighMore_upToOneHundredWords() {
        LengthPrior prior = new LengthPrior(0.2);
        assertThat(prior.factor("a b c")).isLessThan(prior.factor("a b c d e f"));
        assertThat(prior.factor("w ".repeat(100))).isEqualTo(1.0);
        assertThat(prior.factor("w ".repeat(400))).isEqualTo(1.0);
    }

    @Test
    void gammaZero_isOff_andEmptyContentCountsAsOneWord() {
        assertThat(new LengthPrior(0).factor("hi")).isEqualTo(1.0);
        assertThat(new LengthPrior(0.5).factor("  ")).isCloseTo(0.1, within(1e-12));
    }

    @Test
    void relativeFactors_keepTheLongestCandidatesRelevance() {
        Map<String, Double> factors = new LengthPrior(0.2).relativeFactors(Map.of("short", "a b", "long", "a b c d"));
        assertThat(factors.get("long")).isEqualTo(1.0);
        // (2 / 4)^0.2 = 0.87055
        assertThat(factors.get("short")).isCloseTo(0.87055, within(1e-5));
        assertThat(new LengthPrior(0.2).relativeFactors(Map.of("only", "hi"))).containsEntry("only", 1.0);
    }

    @Test
    void words_areRunsOfNonWhiteSpace() {
        assertThat(LengthPrior.words(" one\ttwo\n three ")).isEqualTo(3);
        assertThat(LengthPrior.words("")).isZero();
    }

    @Test
    void gammaOutOfRange_isRejected() {
        assertThatThrownBy(() -> new LengthPrior(1.5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LengthPrior(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }
}
