package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ExactNeighboursTest {

    @Test
    void topK_randomVectors_matchesAFullSort() {
        SplittableRandom random = new SplittableRandom(3);
        float[][] vectors = new float[200][];
        for (int i = 0; i < vectors.length; i++) {
            vectors[i] = VectorSynthesis.normalise(new float[] {
                (float) random.nextGaussian(),
                (float) random.nextGaussian(),
                (float) random.nextGaussian(),
                (float) random.nextGaussian()
            });
        }
        float[] query = VectorSynthesis.normalise(new float[] {1, 2, 3, 4});
        int[] expected = IntStream.range(0, vectors.length)
                .boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -VectorSynthesis.dot(vectors[i], query)))
                .limit(10)
                .mapToInt(Integer::intValue)
                .toArray();
        assertThat(ExactNeighbours.topK(vectors, vectors.length, query, 10)).containsExactly(expected);
    }

    @Test
    void topK_fewerVectorsThanK_returnsAllBestFirst() {
        float[][] vectors = {{1, 0}, {0, 1}, {0.6f, 0.8f}};
        assertThat(ExactNeighbours.topK(vectors, 3, new float[] {0, 1}, 10)).containsExactly(1, 2, 0);
    }

    @Test
    void overlap_partialAndDisjoint_fractionOfExactFound() {
        assertThat(ExactNeighbours.overlap(List.of("a", "b", "c", "d"), List.of("d", "x", "a")))
                .isEqualTo(0.5);
        assertThat(ExactNeighbours.overlap(List.of("a"), List.of("b"))).isZero();
        assertThat(ExactNeighbours.overlap(List.of(), List.of("b"))).isEqualTo(1.0);
    }
}
