package io.mnemograph.embedding;

import io.mnemograph.config.EmbeddingSettings;

/**
 * Which vector space an embedding model writes: its provider, model name, dimension and fingerprint. Two models of one
 * dimension (all-MiniLM-L6-v2 and bge-small-en-v1.5 are both 384) write vectors that compare without error and mean
 * nothing to each other, so the database records the identity of the model of its vectors and a start with another
 * refuses (store.schema.EmbeddingModelCheck).
 *
 * @param provider    {@code minilm} or {@code openai}, as {@code mnemograph.embedding.provider} names it
 * @param model       the model's name: {@code all-MiniLM-L6-v2}, or the name sent to the HTTP server
 * @param dimension   entries per vector
 * @param fingerprint what tells this model's files apart from another with the same name: for the in-process model
 *                    the CRC-32 and size of its ONNX file and tokenizer, for an HTTP model its name (the server's
 *                    files are out of reach; its base URL is where it runs, not what it is)
 */
public record EmbeddingIdentity(String provider, String model, int dimension, String fingerprint) {

    /** The identity as one phrase for messages, e.g. {@code minilm all-MiniLM-L6-v2 (384 dimensions, crc32:...)}. */
    public String describe() {
        return provider + " " + model + " (" + dimension + " dimensions, fingerprint " + fingerprint + ")";
    }

    /** The settings that select this model, e.g. {@code mnemograph.embedding.provider=minilm}. */
    public String settings() {
        String prefix = EmbeddingSettings.PREFIX;
        if (EmbeddingSettings.MINILM.equals(provider)) {
            return prefix + ".provider=" + provider;
        }
        return prefix + ".provider=" + provider + " " + prefix + ".model=" + model + " " + prefix + ".dimension="
                + dimension + " (with a " + prefix + ".base-url that serves it)";
    }
}
