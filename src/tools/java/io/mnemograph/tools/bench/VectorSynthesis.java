package io.mnemograph.tools.bench;

import java.util.random.RandomGenerator;

/**
 * Synthesises embeddings near real ones: a real sentence vector plus small isotropic Gaussian noise, renormalised.
 *
 * <p>Implementation notes: uniform random unit vectors have no neighbourhood structure, so an HNSW index over them
 * looks broken (stack notes: top-10 agreement 0.24-0.55); real embeddings cluster. A perturbed real vector keeps the
 * cluster structure of the real slice. With per-component noise {@code sigma} in {@code d} dimensions the noise has
 * norm about {@code sigma x sqrt(d)}, so the expected cosine between a synthesised vector and its base is
 * {@code 1 / sqrt(1 + d x sigma^2)}: 0.90 for the default {@link #DEFAULT_SIGMA} at d = 384, and about 0.81 between
 * two vectors synthesised from the same base.
 */
public final class VectorSynthesis {

    /** Default per-component noise: cosine about 0.90 to the base vector at 384 dimensions. */
    public static final double DEFAULT_SIGMA = 0.025;

    private VectorSynthesis() {}

    /** A unit vector near {@code base}: {@code normalise(base + N(0, sigma^2) per component)}. */
    public static float[] perturb(float[] base, double sigma, RandomGenerator random) {
        float[] out = new float[base.length];
        for (int i = 0; i < base.length; i++) {
            out[i] = (float) (base[i] + sigma * random.nextGaussian());
        }
        return normalise(out);
    }

    /** Scales {@code v} to unit length, in place, and returns it; a zero vector is returned as is. */
    public static float[] normalise(float[] v) {
        double norm = Math.sqrt(dot(v, v));
        if (norm > 0) {
            for (int i = 0; i < v.length; i++) {
                v[i] = (float) (v[i] / norm);
            }
        }
        return v;
    }

    /** Dot product; the cosine when both vectors have unit length. */
    public static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    /** Expected cosine between a unit vector and its perturbation: {@code 1 / sqrt(1 + dimension x sigma^2)}. */
    public static double expectedCosine(int dimension, double sigma) {
        return 1.0 / Math.sqrt(1.0 + dimension * sigma * sigma);
    }
}
