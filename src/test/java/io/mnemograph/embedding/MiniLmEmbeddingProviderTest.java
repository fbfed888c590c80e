package io.mnemograph.embedding;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The real in-process model: unit vectors, and related sentences closer than unrelated ones. */
class MiniLmEmbeddingProviderTest {

    private static final MiniLmEmbeddingProvider MODEL = new MiniLmEmbeddingProvider();

    private static double cosine(float[] a, float[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
        }
        return dot;
    }

    @Test
    void embedAll_returnsUnitVectorsOf384() {
        List<float[]> vectors = MODEL.embedAll(List.of("The cat sat on the mat.", "Stock prices fell sharply."));
        assertThat(vectors).hasSize(2);
        for (float[] v : vectors) {
            assertThat(v).hasSize(384);
            assertThat(cosine(v, v)).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-3));
        }
    }

    @Test
    void embed_paraphrase_isCloserThanUnrelatedText() {
        float[] query = MODEL.embed("Where did I park the car?");
        float[] related = MODEL.embed("I left the car in the parking garage on level 3.");
        float[] unrelated = MODEL.embed("The recipe needs two cups of flour.");
        assertThat(cosine(query, related)).isGreaterThan(cosine(query, unrelated) + 0.2);
    }
}
