package io.mnemograph.tools.bench;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Exact nearest neighbours by brute force over unit vectors (cosine = dot product), the ground truth the vector
 * index is compared with, and the overlap measure used for that comparison.
 */
public final class ExactNeighbours {

    private ExactNeighbours() {}

    /** Indices of the {@code k} vectors most similar to {@code query}, best first (ties: lower index first). */
    public static int[] topK(float[][] vectors, int count, float[] query, int k) {
        int size = Math.min(k, count);
        int[] best = new int[size];
        double[] scores = new double[size];
        Arrays.fill(scores, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < count; i++) {
            double score = VectorSynthesis.dot(vectors[i], query);
            if (size == 0 || score <= scores[size - 1]) {
                continue;
            }
            int at = size - 1;
            while (at > 0 && score > scores[at - 1]) {
                scores[at] = scores[at - 1];
                best[at] = best[at - 1];
                at--;
            }
            scores[at] = score;
            best[at] = i;
        }
        return best;
    }

    /** Fraction of {@code exact} found in {@code found}, in [0, 1]; 1 when {@code exact} is empty. */
    public static double overlap(List<String> exact, List<String> found) {
        if (exact.isEmpty()) {
            return 1.0;
        }
        Set<String> hits = new HashSet<>(found);
        return (double) exact.stream().filter(hits::contains).count() / exact.size();
    }
}
