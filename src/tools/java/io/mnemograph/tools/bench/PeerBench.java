package io.mnemograph.tools.bench;

import io.mnemograph.tools.bench.BenchReport.Overlap;
import io.mnemograph.tools.bench.BenchReport.Peer;
import io.mnemograph.tools.peer.PeerIndex;
import io.mnemograph.tools.peer.PeerMatch;
import io.mnemograph.tools.peer.Peers;
import io.mnemograph.tools.peer.VectorPeer;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.neo4j.driver.Driver;
import org.neo4j.driver.SessionConfig;

/**
 * The JVM peer at one size ({@code bench --peer langchain4j}): the same vectors in the peer's own index on the same
 * database, its search latency beside the bare vector {@code SEARCH}, and its top 10 against the exact cosine top 10.
 *
 * <p>Implementation notes: the peer gets the bench's vectors, ids and contents (nothing is embedded again) through
 * its own write API, in batches of {@code --batch}, into its own label and vector index ({@link #INDEX}), then
 * {@code db.awaitIndexes}. Latency: for each of the {@code --warmup} + {@code --queries} questions, the peer's
 * search (top 10) and the bare vector query (top 10, {@code cypher/tools/bench/bare-vector-search.cypher}) run one
 * after the other, the order alternating, both with the precomputed query vector: the embedding is excluded from both,
 * so the two figures compare the stores alone. Quality: the same {@code --quality-queries} as the index quality of
 * {@link SizeBench}, so the overlaps compare directly; the peer's relevance {@code (cosine + 1) / 2} is turned back
 * into cosine for the shortfall.
 */
final class PeerBench {

    /** The peer's label and index name prefix for the bench data. */
    static final String INDEX = Peers.indexName(SizeBench.NAMESPACE);

    private final VectorPeer peer;
    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final Runnable awaitIndexes;
    private final int dimension;
    private final int size;
    private final PrintStream log;

    PeerBench(
            VectorPeer peer,
            Driver driver,
            SessionConfig sessionConfig,
            Runnable awaitIndexes,
            int dimension,
            int size,
            PrintStream log) {
        this.peer = peer;
        this.driver = driver;
        this.sessionConfig = sessionConfig;
        this.awaitIndexes = awaitIndexes;
        this.dimension = dimension;
        this.size = size;
        this.log = log;
    }

    /**
     * Loads, times and checks the peer.
     *
     * @param queryVectors the bench's questions, embedded: {@code warmup + queries} of them
     * @param bareTop10    the bare vector query, top 10, for the interleaved comparison
     */
    Peer measure(
            String[] ids,
            String[] contents,
            float[][] vectors,
            float[][] queryVectors,
            int warmup,
            int queries,
            int qualityQueries,
            int batchSize,
            Consumer<float[]> bareTop10) {
        log("peer %s: %s", peer.name(), peer.description());
        long start = System.nanoTime();
        PeerIndex index = peer.open(driver, sessionConfig, INDEX, dimension);
        double openSeconds = SizeBench.seconds(System.nanoTime() - start);
        log("peer: loading %,d vectors into its own label %s, %,d per addAll", size, index.label(), batchSize);
        start = System.nanoTime();
        for (int from = 0; from < size; from += batchSize) {
            int to = Math.min(size, from + batchSize);
            index.addAll(
                    Arrays.asList(ids).subList(from, to),
                    Arrays.asList(vectors).subList(from, to),
                    Arrays.asList(contents).subList(from, to));
        }
        awaitIndexes.run();
        double loadSeconds = SizeBench.seconds(System.nanoTime() - start);
        log("peer: loaded in %.1f s (%.0f nodes/s)", loadSeconds, size / loadSeconds);

        log(
                "peer: %d warm-up + %d timed searches, top %d, interleaved with the bare vector SEARCH; no embedding in "
                        + "either",
                warmup, queries, SizeBench.LIMIT);
        long[] peerNanos = new long[queries];
        long[] bareNanos = new long[queries];
        for (int q = 0; q < warmup + queries; q++) {
            float[] vector = queryVectors[q];
            for (int step = 0; step < 2; step++) {
                boolean peerFirst = (step + q) % 2 == 0;
                long t = System.nanoTime();
                if (peerFirst) {
                    index.search(vector, SizeBench.LIMIT);
                } else {
                    bareTop10.accept(vector);
                }
                long elapsed = System.nanoTime() - t;
                if (q >= warmup) {
                    (peerFirst ? peerNanos : bareNanos)[q - warmup] = elapsed;
                }
            }
        }
        Latency search = Latency.ofNanos(peerNanos);
        Latency bare = Latency.ofNanos(bareNanos);
        log("peer: search p50 %.2f ms, bare SEARCH p50 %.2f ms", search.p50Ms(), bare.p50Ms());

        Overlap overlap = overlap(index, ids, vectors, queryVectors, warmup, qualityQueries);
        log(
                "peer: top-%d overlap with exact %.3f (worst %.1f), mean cosine shortfall %.4f",
                SizeBench.LIMIT, overlap.mean(), overlap.min(), overlap.meanSimilarityShortfall());
        return new Peer(
                peer.name(),
                peer.description(),
                index.label(),
                size,
                openSeconds,
                loadSeconds,
                size / loadSeconds,
                queries,
                warmup,
                SizeBench.LIMIT,
                search,
                bare,
                search.p50Ms() / bare.p50Ms(),
                search.p95Ms() / bare.p95Ms(),
                search.p99Ms() / bare.p99Ms(),
                overlap);
    }

    private Overlap overlap(
            PeerIndex index, String[] ids, float[][] vectors, float[][] queryVectors, int first, int queries) {
        int k = SizeBench.LIMIT;
        int[][] exact = IntStream.range(0, queries)
                .parallel()
                .mapToObj(j -> ExactNeighbours.topK(vectors, size, queryVectors[first + j], k))
                .toArray(int[][]::new);
        double sum = 0;
        double min = 1;
        double shortfallSum = 0;
        double shortfallMax = 0;
        for (int j = 0; j < queries; j++) {
            float[] query = queryVectors[first + j];
            int[] truthIndexes = exact[j];
            List<String> truth =
                    IntStream.of(truthIndexes).mapToObj(i -> ids[i]).toList();
            List<PeerMatch> found = index.search(query, k);
            double overlap = ExactNeighbours.overlap(
                    truth, found.stream().map(PeerMatch::id).toList());
            sum += overlap;
            min = Math.min(min, overlap);
            double exactMean = IntStream.of(truthIndexes)
                    .mapToDouble(i -> VectorSynthesis.dot(vectors[i], query))
                    .average()
                    .orElse(0);
            double foundMean =
                    found.stream().mapToDouble(m -> 2 * m.score() - 1).sum() / Math.max(1, truth.size());
            double shortfall = Math.max(0, exactMean - foundMean);
            shortfallSum += shortfall;
            shortfallMax = Math.max(shortfallMax, shortfall);
        }
        return new Overlap(k, sum / queries, min, shortfallSum / queries, shortfallMax);
    }

    private void log(String format, Object... args) {
        Object[] all = new Object[args.length + 1];
        all[0] = size;
        System.arraycopy(args, 0, all, 1, args.length);
        log.printf("[bench %,d] " + format + "%n", all);
    }
}
