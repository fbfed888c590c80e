package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class CosineTest {

    @Test
    void similarity_sameDirection_isOneWhateverTheLength() {
        assertThat(Cosine.similarity(new float[] {1, 2, 3}, new float[] {2, 4, 6}))
                .isCloseTo(1.0, within(1e-12));
    }

    @Test
    void similarity_workedExample() {
        // (1, 0) and (1, 1): 1 / sqrt(2)
        assertThat(Cosine.similarity(new float[] {1, 0}, new float[] {1, 1})).isCloseTo(0.70710678, within(1e-8));
    }

    @Test
    void similarity_oppositeAndOrthogonal_areMinusOneAndZero() {
        assertThat(Cosine.similarity(new float[] {1, 0}, new float[] {-3, 0})).isCloseTo(-1.0, within(1e-12));
        assertThat(Cosine.similarity(new float[] {1, 0}, new float[] {0, 5})).isEqualTo(0.0);
    }

    @Test
    void similarity_zeroVector_isZero() {
        assertThat(Cosine.similarity(new float[] {0, 0}, new float[] {1, 1})).isEqualTo(0.0);
    }

    @Test
    void similarity_differentLengths_throws() {
        assertThatThrownBy(() -> Cosine.similarity(new float[2], new float[3]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("lengths");
    }
}
