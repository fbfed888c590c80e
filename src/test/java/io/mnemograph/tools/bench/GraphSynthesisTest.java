package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.core.graph.AssociationKind;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bench's synthesised graph has the shape remember gives: see {@link GraphSynthesis}. */
class GraphSynthesisTest {

    private static final GraphSettings GRAPH =
            new GraphSettings(0.4, 5, 1.0, 0.5, 20, 200, 64, 0.5, 0.01, 0.1, 5, 0.15, 0.5, 30, 0.5, 0.5);
    private static final int REAL = 100;
    private static final int SIZE = 2_000;

    private static float[][] vectors(int[] bases) {
        SplittableRandom random = new SplittableRandom(7);
        float[][] vectors = new float[SIZE][];
        for (int i = 0; i < SIZE; i++) {
            if (i < REAL) {
                float[] v = new float[32];
                for (int d = 0; d < v.length; d++) {
                    v[d] = (float) random.nextGaussian();
                }
                vectors[i] = VectorSynthesis.normalise(v);
                bases[i] = i;
            } else {
                bases[i] = random.nextInt(REAL);
                vectors[i] = VectorSynthesis.perturb(vectors[bases[i]], 0.05, random);
            }
        }
        return vectors;
    }

    @Test
    void synthesise_sameSeed_sameGraphWithOneEdgePerPairToEarlierMemories() {
        int[] bases = new int[SIZE];
        float[][] vectors = vectors(bases);
        GraphSynthesis.Synthesised graph = GraphSynthesis.synthesise(vectors, bases, REAL, GRAPH, 3);

        // field by field: AssertJ's recursive comparison of these thousands of edges took 15-70 s
        GraphSynthesis.Synthesised again = GraphSynthesis.synthesise(vectors, bases, REAL, GRAPH, 3);
        assertThat(again.associations()).isEqualTo(graph.associations());
        assertThat(again.mentions()).isDeepEqualTo(graph.mentions());
        assertThat(again.vocabulary()).isEqualTo(graph.vocabulary());
        assertThat(again.sessions()).isEqualTo(graph.sessions());
        Set<Long> pairs = new HashSet<>();
        int[] semanticOut = new int[SIZE];
        for (GraphSynthesis.Edge e : graph.associations()) {
            assertThat(e.target()).isLessThan(e.source());
            assertThat(pairs.add((long) e.source() * SIZE + e.target()))
                    .as("one edge per pair")
                    .isTrue();
            if (e.kind() == AssociationKind.SEMANTIC) {
                semanticOut[e.source()]++;
                double similarity = VectorSynthesis.dot(vectors[e.source()], vectors[e.target()]);
                assertThat(similarity).isGreaterThanOrEqualTo(0.4);
                assertThat(e.weight()).isEqualTo(GRAPH.semanticLinks().weight(similarity));
            } else {
                assertThat(e.kind()).isEqualTo(AssociationKind.TEMPORAL);
                assertThat(e.target()).isEqualTo(e.source() - 1);
                assertThat(e.weight()).isEqualTo(1.0);
            }
        }
        assertThat(java.util.Arrays.stream(semanticOut).max().orElse(0)).isLessThanOrEqualTo(5);
        // a synthesised memory late in its island has 5 close neighbours (its base, its siblings)
        assertThat(semanticOut[SIZE - 1] + (pairs.contains((long) (SIZE - 1) * SIZE + SIZE - 2) ? 1 : 0))
                .isGreaterThanOrEqualTo(5);
        assertThat(graph.sessions()).isBetween(SIZE / GraphSynthesis.SESSION_MAX, SIZE / GraphSynthesis.SESSION_MIN);
    }

    @Test
    void synthesise_entities_zipfFanOutAboutOnePointThreePerMemory() {
        int[] bases = new int[SIZE];
        GraphSynthesis.Synthesised graph = GraphSynthesis.synthesise(vectors(bases), bases, REAL, GRAPH, 3);

        assertThat(graph.vocabulary()).isEqualTo(SIZE / GraphSynthesis.MEMORIES_PER_ENTITY);
        int[] fanOut = new int[graph.vocabulary()];
        long mentions = 0;
        for (int[] ranks : graph.mentions()) {
            assertThat(ranks.length).isBetween(0, 3);
            assertThat(ranks).doesNotHaveDuplicates();
            for (int rank : ranks) {
                fanOut[rank]++;
                mentions++;
            }
        }
        assertThat((double) mentions / SIZE).isBetween(1.2, 1.4);
        // Zipf: the most frequent entity is named about twice as often as the second and ten times the tenth
        assertThat(fanOut[0]).isGreaterThan(fanOut[1]).isGreaterThan(5 * fanOut[9]);
        assertThat(fanOut[0]).isGreaterThan(64);
    }
}
