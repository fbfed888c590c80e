package io.mnemograph.tools.bench;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.core.graph.SemanticLinkWeight;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Associations and entity mentions for the bench's memories, shaped like the graph that remembering builds, so
 * recall's spreading does real work at bench sizes.
 *
 * <p>Implementation notes:
 * <ol>
 *   <li><b>Temporal chains.</b> Memories in index order form sessions of {@value #SESSION_MIN}-{@value #SESSION_MAX}
 *       memories (uniform); each links to the previous memory of its session with the configured temporal weight,
 *       as {@code cypher/session/previous-memory.cypher} does at remember.</li>
 *   <li><b>Semantic links.</b> Each memory links to its {@code semanticMaxLinks} (5) most similar earlier memories
 *       with cosine at or above {@code semanticFloor} (0.4), weight {@link SemanticLinkWeight#weight}, as
 *       remember does against the vector index. The nearest earlier memories are searched among candidates, not
 *       all memories (that would be N^2 at 100k): an embedded memory among all earlier embedded ones; a synthesised
 *       memory among its base, its base's earlier synthesised siblings and its base's 5 nearest embedded memories.
 *       A synthesised vector's nearest neighbours are almost always there (cosine 0.90 to its base, 0.81 to
 *       siblings).</li>
 *   <li>One association per pair: when a pair is linked twice the stronger link wins, as in
 *       {@code cypher/memory/link-associations.cypher}.</li>
 *   <li><b>Entities.</b> A vocabulary of N / {@value #MEMORIES_PER_ENTITY} entities with Zipf fan-out (exponent
 *       {@value #ZIPF_EXPONENT}): each memory names 0, 1, 2 or 3 distinct entities with probabilities
 *       {@link #ENTITIES_PER_MEMORY}, each drawn with probability proportional to 1 / rank. The most frequent
 *       entities are hubs, like a speaker's name in a chat; the long tail is shared by few memories. Entities are
 *       drawn independently of the text.</li>
 * </ol>
 * Deterministic for a seed.
 */
final class GraphSynthesis {

    /** Shortest session (memories linked in a temporal chain). */
    static final int SESSION_MIN = 5;
    /** Longest session. */
    static final int SESSION_MAX = 40;
    /** Memories per entity of the vocabulary: the vocabulary has N / 8 entities. */
    static final int MEMORIES_PER_ENTITY = 8;
    /** Exponent of the Zipf law of entity frequency. */
    static final double ZIPF_EXPONENT = 1.0;
    /** Probability that a memory names 0, 1, 2, 3 entities (mean 1.3). */
    static final double[] ENTITIES_PER_MEMORY = {0.25, 0.35, 0.25, 0.15};
    /** Nearest embedded memories of a base searched for its synthesised copies. */
    private static final int BASE_NEIGHBOURS = 5;

    /** An association from a memory to an earlier one, by memory index. */
    record Edge(int source, int target, double weight, AssociationKind kind) {}

    /**
     * The synthesised graph.
     *
     * @param associations one per linked pair
     * @param mentions     per memory, the ranks of the entities it names (rank 0 is the most frequent entity)
     * @param vocabulary   entities in the vocabulary (not all need be named)
     * @param sessions     temporal chains
     */
    record Synthesised(List<Edge> associations, int[][] mentions, int vocabulary, int sessions) {}

    private GraphSynthesis() {}

    /**
     * @param vectors unit vectors of the memories, in insertion order
     * @param bases   per memory, the index of the embedded memory it was synthesised from (itself when embedded);
     *                embedded memories come first
     * @param real    how many memories were embedded from text
     */
    static Synthesised synthesise(float[][] vectors, int[] bases, int real, GraphSettings graph, long seed) {
        int size = vectors.length;
        SplittableRandom random = new SplittableRandom(seed);
        Map<Long, Edge> edges = new HashMap<>();
        semantic(vectors, bases, real, graph).forEach(e -> keepStronger(edges, size, e));
        int sessions = 0;
        for (int start = 0; start < size; sessions++) {
            int end = Math.min(size, start + SESSION_MIN + random.nextInt(SESSION_MAX - SESSION_MIN + 1));
            for (int i = start + 1; i < end; i++) {
                keepStronger(edges, size, new Edge(i, i - 1, graph.temporalWeight(), AssociationKind.TEMPORAL));
            }
            start = end;
        }
        List<Edge> associations = new ArrayList<>(edges.values());
        associations.sort((a, b) -> a.source() != b.source()
                ? Integer.compare(a.source(), b.source())
                : Integer.compare(a.target(), b.target()));
        int vocabulary = Math.max(1, size / MEMORIES_PER_ENTITY);
        return new Synthesised(associations, mentions(size, vocabulary, random), vocabulary, sessions);
    }

    private static void keepStronger(Map<Long, Edge> edges, int size, Edge e) {
        long key = (long) Math.min(e.source(), e.target()) * size + Math.max(e.source(), e.target());
        edges.merge(key, e, (old, now) -> now.weight() > old.weight() ? now : old);
    }

    private static List<Edge> semantic(float[][] vectors, int[] bases, int real, GraphSettings graph) {
        int links = graph.semanticMaxLinks();
        double floor = graph.semanticFloor();
        int[][] baseNeighbours = new int[real][];
        int[][] earlierNeighbours = new int[real][];
        IntStream.range(0, real).parallel().forEach(i -> {
            Nearest all = new Nearest(BASE_NEIGHBOURS);
            Nearest earlier = new Nearest(links);
            for (int j = 0; j < real; j++) {
                if (j != i) {
                    double sim = VectorSynthesis.dot(vectors[i], vectors[j]);
                    all.offer(j, sim);
                    if (j < i && sim >= floor) {
                        earlier.offer(j, sim);
                    }
                }
            }
            baseNeighbours[i] = all.indices();
            earlierNeighbours[i] = earlier.indices();
        });
        Map<Integer, List<Integer>> siblings = new HashMap<>();
        int[][] synthesisedNeighbours = new int[vectors.length][];
        for (int i = real; i < vectors.length; i++) {
            siblings.computeIfAbsent(bases[i], b -> new ArrayList<>()).add(i);
        }
        IntStream.range(real, vectors.length).parallel().forEach(i -> {
            int base = bases[i];
            Nearest nearest = new Nearest(links);
            offerIfClose(nearest, vectors, i, base, floor);
            for (int n : baseNeighbours[base]) {
                offerIfClose(nearest, vectors, i, n, floor);
            }
            for (int sibling : siblings.get(base)) {
                if (sibling >= i) {
                    break;
                }
                offerIfClose(nearest, vectors, i, sibling, floor);
            }
            synthesisedNeighbours[i] = nearest.indices();
        });
        List<Edge> out = new ArrayList<>();
        SemanticLinkWeight weights = graph.semanticLinks();
        for (int i = 0; i < vectors.length; i++) {
            int[] targets = i < real ? earlierNeighbours[i] : synthesisedNeighbours[i];
            for (int j : targets) {
                double sim = VectorSynthesis.dot(vectors[i], vectors[j]);
                out.add(new Edge(i, j, weights.weight(sim), AssociationKind.SEMANTIC));
            }
        }
        return out;
    }

    private static void offerIfClose(Nearest nearest, float[][] vectors, int i, int j, double floor) {
        double sim = VectorSynthesis.dot(vectors[i], vectors[j]);
        if (sim >= floor) {
            nearest.offer(j, sim);
        }
    }

    private static int[][] mentions(int size, int vocabulary, SplittableRandom random) {
        double[] cumulative = new double[vocabulary];
        double sum = 0;
        for (int rank = 0; rank < vocabulary; rank++) {
            sum += Math.pow(rank + 1, -ZIPF_EXPONENT);
            cumulative[rank] = sum;
        }
        int[][] out = new int[size][];
        for (int i = 0; i < size; i++) {
            double u = random.nextDouble();
            int count = 0;
            for (double p = ENTITIES_PER_MEMORY[0]; u >= p && count < ENTITIES_PER_MEMORY.length - 1; ) {
                count++;
                p += ENTITIES_PER_MEMORY[count];
            }
            int wanted = Math.min(count, vocabulary);
            int[] ranks = new int[wanted];
            int found = 0;
            while (found < wanted) {
                int rank = Arrays.binarySearch(cumulative, random.nextDouble() * sum);
                rank = rank >= 0 ? rank : Math.min(vocabulary - 1, -rank - 1);
                boolean repeated = false;
                for (int k = 0; k < found; k++) {
                    repeated |= ranks[k] == rank;
                }
                if (!repeated) {
                    ranks[found++] = rank;
                }
            }
            out[i] = ranks;
        }
        return out;
    }

    /** The k most similar candidates seen, ties by lower index. */
    private static final class Nearest {
        private final int k;
        private final int[] index;
        private final double[] sim;
        private int size;

        Nearest(int k) {
            this.k = k;
            this.index = new int[k];
            this.sim = new double[k];
        }

        void offer(int candidate, double similarity) {
            for (int n = 0; n < size; n++) {
                if (index[n] == candidate) {
                    return;
                }
            }
            if (k == 0 || (size == k && !better(candidate, similarity, size - 1))) {
                return;
            }
            int at = size == k ? k - 1 : size++;
            while (at > 0 && better(candidate, similarity, at - 1)) {
                index[at] = index[at - 1];
                sim[at] = sim[at - 1];
                at--;
            }
            index[at] = candidate;
            sim[at] = similarity;
        }

        private boolean better(int candidate, double similarity, int slot) {
            return similarity > sim[slot] || (similarity == sim[slot] && candidate < index[slot]);
        }

        int[] indices() {
            return Arrays.copyOf(index, size);
        }
    }
}
