package io.mnemograph.embedding;

/** The embedding model could not embed a text (provider down, wrong dimension, bad answer). */
public final class EmbeddingFailure extends RuntimeException {

    public EmbeddingFailure(String message) {
        super(message);
    }

    public EmbeddingFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
