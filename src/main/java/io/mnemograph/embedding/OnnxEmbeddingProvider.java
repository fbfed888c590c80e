package io.mnemograph.embedding;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * An {@link InProcessModel} (all-MiniLM-L6-v2 or bge-small-en-v1.5) in-process through ONNX Runtime: the model ships
 * inside the jar, no network.
 *
 * <p>Implementation notes: the ONNX session is opened here with a configured number of intra-op threads (default 1)
 * and no spin-waiting, rather than LangChain4j's defaults (one spinning thread per core), because its
 * {@code embedAll} already embeds one text per core: on 2 cores the defaults used more CPU per text and slowed a
 * recall's concurrent database work. The measurements: docs/decisions/0010-embedding-threads.md. The model and
 * tokenizer are the ones LangChain4j ships, read from the same jar. The model opens at the first embedding, not
 * at construction: the schema needs only the dimension, and the start-up warm-up (on by default) embeds before the
 * service says it is ready, so a service meets the cost before its first request and a command that never embeds
 * (keys, export, a settings check) never pays it.
 */
public final class OnnxEmbeddingProvider implements EmbeddingProvider {

    private final InProcessModel spec;
    private final int threads;
    private volatile Model model;

    /** A provider of {@code spec} whose model will run with {@code threads} ONNX Runtime intra-op threads (>= 1). */
    public OnnxEmbeddingProvider(InProcessModel spec, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        this.spec = spec;
        this.threads = threads;
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        return model().embedAll(segments).content().stream()
                .map(Embedding::vector)
                .toList();
    }

    /** The model, opened on first use (double-checked on the volatile field). */
    private Model model() {
        Model opened = model;
        if (opened == null) {
            synchronized (this) {
                opened = model;
                if (opened == null) {
                    opened = new Model(encoder(spec, threads));
                    model = opened;
                }
            }
        }
        return opened;
    }

    @Override
    public int dimension() {
        return InProcessModel.DIMENSION;
    }

    @Override
    public String name() {
        return spec.key() + ":" + spec.modelName();
    }

    /** The model's files' fingerprint ({@link ResourceFingerprint}): read from the jar's directory, nothing opened. */
    @Override
    public EmbeddingIdentity identity() {
        return new EmbeddingIdentity(
                spec.key(),
                spec.modelName(),
                InProcessModel.DIMENSION,
                ResourceFingerprint.of(List.of(spec.modelResource(), spec.tokenizerResource())));
    }

    private static OnnxBertBiEncoder encoder(InProcessModel spec, int threads) {
        OrtEnvironment environment = OnnxNatives.load();
        try (OrtSession.SessionOptions options = new OrtSession.SessionOptions();
                InputStream tokenizer = resource(spec, spec.tokenizerResource())) {
            options.setIntraOpNumThreads(threads);
            options.setInterOpNumThreads(1);
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            byte[] onnx;
            try (InputStream in = resource(spec, spec.modelResource())) {
                onnx = in.readAllBytes();
            }
            return new OnnxBertBiEncoder(
                    environment, environment.createSession(onnx, options), tokenizer, spec.pooling());
        } catch (OrtException e) {
            throw new IllegalStateException(
                    "cannot open the " + spec.modelName() + " ONNX model: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the " + spec.modelName() + " model from the classpath", e);
        }
    }

    private static InputStream resource(InProcessModel spec, String name) {
        InputStream in = OnnxEmbeddingProvider.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException(
                    name + " is not on the classpath: the " + spec.artifact() + " jar is missing or has renamed it");
        }
        return in;
    }

    /** LangChain4j's in-process model (its parallel {@code embedAll}) over our ONNX session. */
    private static final class Model extends AbstractInProcessEmbeddingModel {

        private final OnnxBertBiEncoder encoder;

        Model(OnnxBertBiEncoder encoder) {
            super(null);
            this.encoder = encoder;
        }

        @Override
        protected OnnxBertBiEncoder model() {
            return encoder;
        }

        @Override
        protected Integer knownDimension() {
            return InProcessModel.DIMENSION;
        }
    }
}
