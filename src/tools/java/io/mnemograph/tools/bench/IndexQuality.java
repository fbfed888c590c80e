package io.mnemograph.tools.bench;

import io.mnemograph.tools.bench.BenchReport.Overlap;
import io.mnemograph.tools.bench.BenchReport.Quality;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import org.neo4j.driver.Record;

/**
 * Index quality: the vector index's top 10 against the exact cosine top 10 ({@link ExactNeighbours}) by id (overlap),
 * and by similarity (how much lower the mean cosine of the index's top 10 is than the exact one: near zero when the
 * misses are near-ties), asking the index for each of {@link SizeBench#REQUESTED}.
 */
final class IndexQuality {

    private final LoadedMemories memories;
    private final BareVectorSearch search;
    private final BenchLog log;

    IndexQuality(LoadedMemories memories, BareVectorSearch search, BenchLog log) {
        this.memories = memories;
        this.search = search;
        this.log = log;
    }

    /** Compares on {@code queries} query vectors from {@code first} on. */
    Quality measure(float[][] queryVectors, int first, int queries) {
        int limit = SizeBench.LIMIT;
        float[][] vectors = memories.vectors();
        String[] ids = memories.ids();
        log.log(
                "index quality: %d queries against exact cosine top %d over %,d vectors",
                queries, limit, memories.size());
        int[][] exact = IntStream.range(0, queries)
                .parallel()
                .mapToObj(j -> ExactNeighbours.topK(vectors, memories.size(), queryVectors[first + j], limit))
                .toArray(int[][]::new);
        double[] exactMean = new double[queries];
        for (int j = 0; j < queries; j++) {
            float[] query = queryVectors[first + j];
            exactMean[j] = IntStream.of(exact[j])
                    .mapToDouble(i -> VectorSynthesis.dot(vectors[i], query))
                    .average()
                    .orElse(0);
        }
        List<Overlap> overlaps = new ArrayList<>();
        for (int requested : SizeBench.REQUESTED) {
            double sum = 0;
            double min = 1;
            double shortfallSum = 0;
            double shortfallMax = 0;
            for (int j = 0; j < queries; j++) {
                List<String> truth =
                        IntStream.of(exact[j]).mapToObj(i -> ids[i]).toList();
                List<Record> found = search.search(queryVectors[first + j], requested).stream()
                        .limit(limit)
                        .toList();
                double overlap = ExactNeighbours.overlap(
                        truth, found.stream().map(r -> r.get("id").asString()).toList());
                sum += overlap;
                min = Math.min(min, overlap);
                double foundMean = found.stream()
                                .mapToDouble(r -> r.get("similarity").asDouble())
                                .sum()
                        / Math.max(1, truth.size());
                double shortfall = Math.max(0, exactMean[j] - foundMean);
                shortfallSum += shortfall;
                shortfallMax = Math.max(shortfallMax, shortfall);
            }
            overlaps.add(new Overlap(requested, sum / queries, min, shortfallSum / queries, shortfallMax));
            log.log(
                    "  asking the index for %d, keeping %d: mean overlap %.3f (worst %.1f), mean cosine shortfall "
                            + "%.4f (worst %.4f)",
                    requested, limit, sum / queries, min, shortfallSum / queries, shortfallMax);
        }
        return new Quality(queries, limit, DoubleStream.of(exactMean).average().orElse(0), overlaps);
    }
}
