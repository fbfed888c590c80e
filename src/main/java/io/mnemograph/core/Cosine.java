package io.mnemograph.core;

/**
 * Cosine similarity of two embeddings, in {@code [-1, 1]}: the measure the vector index ranks by.
 *
 * <p>Implementation notes: {@code cos(a, b) = (a . b) / (|a| |b|)}, summed in double precision. A zero vector has no
 * direction: its similarity to anything is 0. The vector index reports {@code (1 + cos) / 2}; the service always
 * works with the plain cosine.
 */
public final class Cosine {

    private Cosine() {}

    /** Returns the cosine of {@code a} and {@code b}; throws if their lengths differ. */
    public static double similarity(float[] a, float[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("vectors of different lengths: " + a.length + " and " + b.length);
        }
        double dot = 0;
        double normA = 0;
        double normB = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
            normA += (double) a[i] * a[i];
            normB += (double) b[i] * b[i];
        }
        if (normA == 0 || normB == 0) {
            return 0;
        }
        return Math.max(-1, Math.min(1, dot / Math.sqrt(normA * normB)));
    }
}
