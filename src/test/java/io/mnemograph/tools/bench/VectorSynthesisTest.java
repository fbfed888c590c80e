package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class VectorSynthesisTest {

    private static float[] unitBase(SplittableRandom random, int dimension) {
        float[] base = new float[dimension];
        for (int i = 0; i < dimension; i++) {
            base[i] = (float) random.nextGaussian();
        }
        return VectorSynthesis.normalise(base);
    }

    @Test
    void perturb_defaultSigma_unitLengthNearTheBase() {
        SplittableRandom random = new SplittableRandom(7);
        float[] base = unitBase(random, 384);
        double sum = 0;
        int n = 500;
        for (int i = 0; i < n; i++) {
            float[] v = VectorSynthesis.perturb(base, VectorSynthesis.DEFAULT_SIGMA, random);
            assertThat(VectorSynthesis.dot(v, v)).isCloseTo(1.0, within(1e-5));
            sum += VectorSynthesis.dot(v, base);
        }
        assertThat(sum / n).isCloseTo(VectorSynthesis.expectedCosine(384, VectorSynthesis.DEFAULT_SIGMA), within(0.01));
    }

    @Test
    void expectedCosine_defaultSigmaAt384_isAboutPointNine() {
        assertThat(VectorSynthesis.expectedCosine(384, VectorSynthesis.DEFAULT_SIGMA))
                .isCloseTo(0.90, within(0.01));
    }

    @Test
    void normalise_zeroVector_staysZero() {
        assertThat(VectorSynthesis.normalise(new float[3])).containsExactly(0f, 0f, 0f);
    }
}
