package io.mnemograph.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The real in-process models: unit vectors, related sentences closer than unrelated ones, LangChain4j's own vectors. */
class OnnxEmbeddingProviderTest {

    private static final OnnxEmbeddingProvider MODEL = new OnnxEmbeddingProvider(InProcessModel.MINILM, 1);

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

    @ParameterizedTest
    @EnumSource(InProcessModel.class)
    void embed_paraphrase_isCloserThanUnrelatedText(InProcessModel spec) {
        OnnxEmbeddingProvider model = new OnnxEmbeddingProvider(spec, 1);
        float[] query = model.embed("Where did I park the car?");
        float[] related = model.embed("I left the car in the parking garage on level 3.");
        float[] unrelated = model.embed("The recipe needs two cups of flour.");
        assertThat(cosine(query, related)).isGreaterThan(cosine(query, unrelated) + 0.1);
    }

    @ParameterizedTest
    @EnumSource(InProcessModel.class)
    void embedAll_anyThreadCount_givesLangChain4jsOwnVectors(InProcessModel spec) {
        EmbeddingModel own = spec == InProcessModel.MINILM
                ? new AllMiniLmL6V2EmbeddingModel()
                : new BgeSmallEnV15QuantizedEmbeddingModel();
        List<float[]> reference = own
                .embedAll(TEXTS.stream().map(TextSegment::from).toList())
                .content()
                .stream()
                .map(e -> e.vector())
                .toList();
        for (OnnxEmbeddingProvider provider :
                List.of(new OnnxEmbeddingProvider(spec, 1), new OnnxEmbeddingProvider(spec, 2))) {
            List<float[]> vectors = provider.embedAll(TEXTS);
            for (int i = 0; i < TEXTS.size(); i++) {
                assertThat(cosine(vectors.get(i), reference.get(i)))
                        .as(TEXTS.get(i))
                        .isCloseTo(1.0, offset(1e-5));
            }
        }
    }

    @Test
    void identity_tellsTheModelsApart() {
        EmbeddingIdentity minilm = MODEL.identity();
        EmbeddingIdentity bge = new OnnxEmbeddingProvider(InProcessModel.BGE, 1).identity();
        assertThat(minilm.dimension()).isEqualTo(bge.dimension());
        assertThat(minilm.provider()).isEqualTo("minilm");
        assertThat(bge.provider()).isEqualTo("bge");
        assertThat(bge.fingerprint()).startsWith("crc32:").isNotEqualTo(minilm.fingerprint());
    }

    @Test
    void constructor_noThread_isRejected() {
        assertThatThrownBy(() -> new OnnxEmbeddingProvider(InProcessModel.MINILM, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("threads");
    }
}
