package io.mnemograph.embedding;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;

import java.util.List;

/** all-MiniLM-L6-v2 in-process through ONNX Runtime: the model ships inside the jar, no network. */
public final class MiniLmEmbeddingProvider implements EmbeddingProvider {

    /** Output size of all-MiniLM-L6-v2. */
    public static final int DIMENSION = 384;

    private final AllMiniLmL6V2EmbeddingModel model = new AllMiniLmL6V2EmbeddingModel();

    @Override
    public List<float[]> embedAll(List<String> texts) {
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        return model.embedAll(segments).content().stream().map(Embedding::vector).toList();
    }

    @Override
    public int dimension() {
        return DIMENSION;
    }

    @Override
    public String name() {
        return "minilm:all-MiniLM-L6-v2";
    }
}
