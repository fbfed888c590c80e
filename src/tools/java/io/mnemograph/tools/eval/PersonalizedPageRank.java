package io.mnemograph.tools.eval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Personalized PageRank by power iteration over an undirected weighted graph (Page et al. 1999, "The PageRank
 * Citation Ranking"; personalized as in Haveliwala 2002, "Topic-Sensitive PageRank"):
 * {@code p = (1 - d) r + d (W p + dangling)}, where {@code r} is the restart distribution (the seeds, in proportion to
 * their weights), {@code W} moves each node's score to its neighbours in proportion to the link weights, and the
 * score of a node without links goes back to the restart distribution. Node names are strings; not thread-safe
 * while being built.
 */
final class PersonalizedPageRank {

    private final Map<String, Map<String, Double>> links = new HashMap<>();

    /** Adds an undirected link of {@code weight} (positive) between {@code a} and {@code b}; again adds to it. */
    void link(String a, String b, double weight) {
        if (weight <= 0 || a.equals(b)) {
            return;
        }
        links.computeIfAbsent(a, k -> new HashMap<>()).merge(b, weight, Double::sum);
        links.computeIfAbsent(b, k -> new HashMap<>()).merge(a, weight, Double::sum);
    }

    /** Adds {@code node} with no links, if it is not there. */
    void node(String node) {
        links.computeIfAbsent(node, k -> new HashMap<>());
    }

    /**
     * Each node's score after {@code iterations} steps, restarting at {@code seeds} (weights, normalised to sum 1)
     * with probability {@code 1 - damping}; seeds not in the graph are ignored. The scores sum to 1.
     */
    Map<String, Double> scores(Map<String, Double> seeds, double damping, int iterations) {
        if (damping < 0 || damping >= 1) {
            throw new IllegalArgumentException("damping must be in [0, 1), was " + damping);
        }
        List<String> nodes = new ArrayList<>(links.keySet());
        Map<String, Integer> index = new HashMap<>();
        nodes.forEach(n -> index.put(n, index.size()));
        double[] restart = new double[nodes.size()];
        double total = 0;
        for (Map.Entry<String, Double> seed : seeds.entrySet()) {
            Integer i = index.get(seed.getKey());
            if (i != null && seed.getValue() > 0) {
                restart[i] += seed.getValue();
                total += seed.getValue();
            }
        }
        if (total == 0) {
            return Map.of();
        }
        for (int i = 0; i < restart.length; i++) {
            restart[i] /= total;
        }
        double[] score = restart.clone();
        for (int step = 0; step < iterations; step++) {
            double[] next = new double[score.length];
            double dangling = 0;
            for (int i = 0; i < score.length; i++) {
                Map<String, Double> out = links.get(nodes.get(i));
                double weight =
                        out.values().stream().mapToDouble(Double::doubleValue).sum();
                if (weight == 0) {
                    dangling += score[i];
                    continue;
                }
                for (Map.Entry<String, Double> link : out.entrySet()) {
                    next[index.get(link.getKey())] += damping * score[i] * link.getValue() / weight;
                }
            }
            for (int i = 0; i < next.length; i++) {
                next[i] += ((1 - damping) + damping * dangling) * restart[i];
            }
            score = next;
        }
        Map<String, Double> result = new HashMap<>();
        for (int i = 0; i < score.length; i++) {
            result.put(nodes.get(i), score[i]);
        }
        return result;
    }
}
