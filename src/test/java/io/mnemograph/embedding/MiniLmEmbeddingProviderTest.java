package io.mnemograph.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The real in-process model: unit vectors, related sentences closer than unrelated ones, LangChain4j's own vectors. */
class MiniLmEmbeddingProviderTest {

    private static final MiniLmEmbeddingProvider MODEL = new MiniLmEmbeddingProvider(1);

    private static final List<String> TEXTS = List.of(
            "The cat sat on the mat.",
            "Stock prices fell sharply.",
            "Caroline went to the LGBTQ support group on 7 May 2023.");

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
            assertThat(cosine(v, v)).isCloseTo(1.0, offset(1e-3));
        }
    }

    @Test
    void embed_paraphrase_isCloserThanUnrelatedText() {
        float[] query = MODEL.embed("Where did I park the car?");
        float[] related = MODEL.embed("I left the car in the parking garage on level 3.");
        float[] unrelated = MODEL.embed("The recipe needs two cups of flour.");
        assertThat(cosine(query, related)).isGreaterThan(cosine(query, unrelated) + 0.2);
    }

    @Test
    void embedAll_anyThreadCount_givesLangChain4jsOwnVectors() {
        List<float[]> reference = new AllMiniLmL6V2EmbeddingModel()
                .embedAll(TEXTS.stream().map(TextSegment::from).toList()).content().stream()
                        .map(e -> e.vector())
                        .toList();
        for (MiniLmEmbeddingProvider provider : List.of(MODEL, new MiniLmEmbeddingProvider(2))) {
            List<float[]> vectors = provider.embedAll(TEXTS);
            for (int i = 0; i < TEXTS.size(); i++) {
                assertThat(cosine(vectors.get(i), reference.get(i)))
                        .as(TEXTS.get(i))
                        .isCloseTo(1.0, offset(1e-5));
            }
        }
    }

    @Test
    void constructor_noThread_isRejected() {
        assertThatThrownBy(() -> new MiniLmEmbeddingProvider(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("threads");
    }
}
