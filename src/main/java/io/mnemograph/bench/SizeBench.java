package io.mnemograph.bench;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.bench.BenchReport.Load;
import io.mnemograph.bench.BenchReport.Overlap;
import io.mnemograph.bench.BenchReport.Quality;
import io.mnemograph.bench.BenchReport.Recall;
import io.mnemograph.bench.BenchReport.Remember;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.peer.Peers;
import io.mnemograph.pipeline.NewMemory;
import io.mnemograph.pipeline.RecallPipeline;
import io.mnemograph.pipeline.RecallRequest;
import io.mnemograph.pipeline.RememberPipeline;
import io.mnemograph.store.CypherLibrary;
import io.mnemograph.store.CypherQuery;
import io.mnemograph.store.Neo4jConnection;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.Values;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

/**
 * The measurements at one size, on a running service context whose database is empty: load, recall latency,
 * index quality, remember throughput, heap. One instance per size.
 */
final class SizeBench {

    /** Namespace every bench memory is stored in. */
    static final String NAMESPACE = "bench";
    /** Results per recall, and the k of the quality comparison. */
    static final int LIMIT = 10;
    /** Spreading hops per recall: the API default ({@code POST /v1/recall} without {@code hops}). */
    static final int HOPS = 2;
    /** Candidates recall's vector seed asks for at limit 10: {@code max(3 x limit, 15)} (design §4 step 2). */
    static final int SEED_CANDIDATES = Math.max(3 * LIMIT, 15);
    /** What the index is asked for in the quality comparison: top 10, what recall's seed asks, 10x oversampling. */
    static final List<Integer> REQUESTED = List.of(LIMIT, SEED_CANDIDATES, 10 * LIMIT);

    private static final int EMBED_LOAD_BATCH = 64;
    private static final long YEAR_SECONDS = 365L * 24 * 3600;
    private static final int INDEX_WAIT_SECONDS = 3600;

    /** What {@link SizeBench#measure()} found; disk figures are taken by the caller after shutdown. */
    record Measured(Load load, Recall recall, Quality quality, Remember remember, long memoriesInStore,
                    long heapUsedBytes, long heapMaxBytes, long benchVectorsBytes, BenchReport.Peer peer) {
    }

    private final BenchSettings settings;
    private final int size;
    private final PrintStream log;
    private final EmbeddingProvider embeddings;
    private final RememberPipeline rememberPipeline;
    private final RecallPipeline recallPipeline;
    private final BulkLoader loader;
    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final String vectorSeed;
    private final Clock clock;

    private float[][] vectors;
    private String[] ids;
    private String[] contents;

    SizeBench(ApplicationContext context, BenchSettings settings, int size, PrintStream log) {
        this.settings = settings;
        this.size = size;
        this.log = log;
        this.embeddings = context.getBean(EmbeddingProvider.class);
        this.rememberPipeline = context.getBean(RememberPipeline.class);
        this.recallPipeline = context.getBean(RecallPipeline.class);
        Neo4jConnection connection = context.getBean(Neo4jConnection.class);
        CypherLibrary cypher = context.getBean(CypherLibrary.class);
        this.loader = new BulkLoader(connection, cypher);
        this.driver = connection.driver();
        this.sessionConfig = connection.sessionConfig();
        this.vectorSeed = cypher.statement(CypherQuery.BENCH_BARE_VECTOR_SEARCH);
        this.clock = context.getBean(Clock.class);
    }

    Measured measure() {
        SentenceGenerator generator = new SentenceGenerator(settings.seed());
        int real = settings.realAt(size);
        List<String> statements = generator.statements(real + settings.rememberWarmup() + settings.rememberCalls());
        List<String> questions = generator.questions(settings.warmup() + settings.queries());

        Load load = load(statements.subList(0, real));
        float[][] queryVectors = embedInBatches(questions, EMBED_LOAD_BATCH);
        Recall recall = recall(questions, queryVectors);
        Quality quality = quality(queryVectors);
        BenchReport.Peer peer = settings.peer() == null ? null : peer(queryVectors);
        Remember remember = remember(statements.subList(real, statements.size()));

        long stored = loader.count(NAMESPACE);
        System.gc();
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        long vectorBytes = (long) size * (embeddings.dimension() * Float.BYTES + 16L);
        return new Measured(load, recall, quality, remember, stored, heap.getUsed(), heap.getMax(), vectorBytes,
                peer);
    }

    /**
     * The JVM peer ({@code --peer}) on the loaded vectors, before remember adds memories, so that it and the bare
     * query it is timed against both hold exactly the size ({@link PeerBench}).
     */
    private BenchReport.Peer peer(float[][] queryVectors) {
        return new PeerBench(Peers.require(settings.peer()), driver, sessionConfig,
                () -> loader.awaitIndexes(INDEX_WAIT_SECONDS), embeddings.dimension(), size, log)
                .measure(ids, contents, vectors, queryVectors, settings.warmup(), settings.queries(),
                        settings.qualityQueries(), settings.batchSize(), vector -> vectorSearch(vector, LIMIT));
    }

    private Load load(List<String> realTexts) {
        int real = realTexts.size();
        log("embedding %,d generated sentences", real);
        long embedStart = System.nanoTime();
        float[][] realVectors = embedInBatches(realTexts, EMBED_LOAD_BATCH);
        double embedSeconds = seconds(System.nanoTime() - embedStart);

        log("loading %,d memories: %,d embedded from text, %,d synthesised near them (noise sigma %.3f)", size, real,
                size - real, settings.noiseSigma());
        SplittableRandom random = new SplittableRandom(settings.seed());
        ZonedDateTime now = clock.instant().atZone(ZoneOffset.UTC);
        vectors = new float[size][];
        ids = new String[size];
        contents = new String[size];
        List<Map<String, Object>> batch = new ArrayList<>(settings.batchSize());
        long writeNanos = 0;
        double cosineSum = 0;
        int nextReport = Math.max(1, size / 10);
        for (int i = 0; i < size; i++) {
            String content;
            if (i < real) {
                vectors[i] = realVectors[i];
                content = realTexts.get(i);
            } else {
                int base = random.nextInt(real);
                vectors[i] = VectorSynthesis.perturb(realVectors[base], settings.noiseSigma(), random);
                cosineSum += VectorSynthesis.dot(vectors[i], realVectors[base]);
                content = realTexts.get(base) + " [synthetic " + i + "]";
            }
            ids[i] = uuid(random);
            contents[i] = content;
            batch.add(BulkLoader.row(ids[i], content, now.minusSeconds(random.nextLong(YEAR_SECONDS)), vectors[i]));
            if (batch.size() == settings.batchSize() || i == size - 1) {
                long start = System.nanoTime();
                loader.write(NAMESPACE, now, batch);
                writeNanos += System.nanoTime() - start;
                batch = new ArrayList<>(settings.batchSize());
                if (i + 1 >= nextReport && i + 1 < size) {
                    log("  %,d / %,d written (%.0f nodes/s)", i + 1, size, (i + 1) / seconds(writeNanos));
                    nextReport += Math.max(1, size / 10);
                }
            }
        }
        long start = System.nanoTime();
        loader.awaitIndexes(INDEX_WAIT_SECONDS);
        writeNanos += System.nanoTime() - start;
        double writeSeconds = seconds(writeNanos);
        int synthesised = size - real;
        log("loaded %,d memories in %.1f s of writes (%.0f nodes/s)", size, writeSeconds, size / writeSeconds);
        return new Load(size, real, synthesised, settings.noiseSigma(),
                VectorSynthesis.expectedCosine(embeddings.dimension(), settings.noiseSigma()),
                synthesised == 0 ? 0 : cosineSum / synthesised, settings.batchSize(), embedSeconds, writeSeconds,
                size / writeSeconds);
    }

    /**
     * Recall timing. The four measured calls (full recall, bare top 10, bare with recall's seed size, embedding
     * alone) are interleaved query by query, in an order that rotates, so that other load on the machine and
     * background work of the database (index merges, checkpoints) fall on all four alike.
     */
    private Recall recall(List<String> questions, float[][] queryVectors) {
        int warmup = settings.warmup();
        int queries = settings.queries();
        log("recall: %d warm-up + %d timed queries, interleaved: full pipeline, bare vector SEARCH (top %d and top "
                + "%d), embedding alone", warmup, queries, LIMIT, SEED_CANDIDATES);
        long[][] nanos = new long[4][queries];
        for (int q = 0; q < warmup + queries; q++) {
            String question = questions.get(q);
            float[] vector = queryVectors[q];
            for (int step = 0; step < 4; step++) {
                int kind = (step + q) % 4;
                long start = System.nanoTime();
                switch (kind) {
                    case 0 -> recallPipeline.recall(request(question));
                    case 1 -> vectorSearch(vector, LIMIT);
                    case 2 -> vectorSearch(vector, SEED_CANDIDATES);
                    default -> embeddings.embed(question);
                }
                if (q >= warmup) {
                    nanos[kind][q - warmup] = System.nanoTime() - start;
                }
            }
        }
        Latency full = Latency.ofNanos(nanos[0]);
        Latency bare = Latency.ofNanos(nanos[1]);
        return new Recall(queries, warmup, LIMIT, HOPS, full, bare, SEED_CANDIDATES, Latency.ofNanos(nanos[2]),
                Latency.ofNanos(nanos[3]), full.p50Ms() / bare.p50Ms(), full.p95Ms() / bare.p95Ms(),
                full.p99Ms() / bare.p99Ms());
    }

    /**
     * Index quality: the index's top 10 against the exact cosine top 10 by id (overlap), and by similarity (how much
     * lower the mean cosine of the index's top 10 is than the exact one: near zero when the misses are near-ties).
     */
    private Quality quality(float[][] queryVectors) {
        int queries = settings.qualityQueries();
        int first = settings.warmup();
        log("index quality: %d queries against exact cosine top %d over %,d vectors", queries, LIMIT, size);
        int[][] exact = IntStream.range(0, queries).parallel()
                .mapToObj(j -> ExactNeighbours.topK(vectors, size, queryVectors[first + j], LIMIT))
                .toArray(int[][]::new);
        double[] exactMean = new double[queries];
        for (int j = 0; j < queries; j++) {
            float[] query = queryVectors[first + j];
            exactMean[j] = IntStream.of(exact[j]).mapToDouble(i -> VectorSynthesis.dot(vectors[i], query))
                    .average().orElse(0);
        }
        List<Overlap> overlaps = new ArrayList<>();
        for (int requested : REQUESTED) {
            double sum = 0;
            double min = 1;
            double shortfallSum = 0;
            double shortfallMax = 0;
            for (int j = 0; j < queries; j++) {
                List<String> truth = IntStream.of(exact[j]).mapToObj(i -> ids[i]).toList();
                List<Record> found = vectorSearch(queryVectors[first + j], requested).stream().limit(LIMIT).toList();
                double overlap = ExactNeighbours.overlap(truth, found.stream()
                        .map(r -> r.get("id").asString()).toList());
                sum += overlap;
                min = Math.min(min, overlap);
                double foundMean = found.stream().mapToDouble(r -> r.get("similarity").asDouble()).sum()
                        / Math.max(1, truth.size());
                double shortfall = Math.max(0, exactMean[j] - foundMean);
                shortfallSum += shortfall;
                shortfallMax = Math.max(shortfallMax, shortfall);
            }
            overlaps.add(new Overlap(requested, sum / queries, min, shortfallSum / queries, shortfallMax));
            log("  asking the index for %d, keeping %d: mean overlap %.3f (worst %.1f), mean cosine shortfall %.4f "
                    + "(worst %.4f)", requested, LIMIT, sum / queries, min, shortfallSum / queries, shortfallMax);
        }
        return new Quality(queries, LIMIT, DoubleStream.of(exactMean).average().orElse(0), overlaps);
    }

    /**
     * Remember throughput against embedding the same texts one call at a time (interleaved text by text, order
     * alternating, for the same reason as in {@link #recall}), and batch remember against {@code embedAll} on the
     * same batches (interleaved batch by batch, order alternating).
     */
    private Remember remember(List<String> texts) {
        int warmup = settings.rememberWarmup();
        List<String> timed = texts.subList(warmup, texts.size());
        int calls = timed.size();
        log("remember: %d warm-up + %d timed calls, interleaved with embedding the same texts", warmup, calls);
        for (String text : texts.subList(0, warmup)) {
            rememberPipeline.remember(memory(text));
        }
        long[] remembering = new long[calls];
        long[] embedding = new long[calls];
        for (int j = 0; j < calls; j++) {
            String text = timed.get(j);
            for (int step = 0; step < 2; step++) {
                boolean remember = (step + j) % 2 == 0;
                long t = System.nanoTime();
                if (remember) {
                    rememberPipeline.remember(memory(text));
                    remembering[j] = System.nanoTime() - t;
                } else {
                    embeddings.embed(text);
                    embedding[j] = System.nanoTime() - t;
                }
            }
        }
        double perSecond = calls / seconds(LongStream.of(remembering).sum());
        double single = calls / seconds(LongStream.of(embedding).sum());
        int batchSize = settings.embedBatchSize();
        long embeddingBatches = 0;
        long rememberingBatches = 0;
        for (int from = 0, b = 0; from < calls; from += batchSize, b++) {
            List<String> batch = timed.subList(from, Math.min(calls, from + batchSize));
            for (int step = 0; step < 2; step++) {
                long t = System.nanoTime();
                if ((step + b) % 2 == 0) {
                    rememberPipeline.rememberAll(batch.stream().map(SizeBench::memory).toList());
                    rememberingBatches += System.nanoTime() - t;
                } else {
                    embeddings.embedAll(batch);
                    embeddingBatches += System.nanoTime() - t;
                }
            }
        }
        double batched = calls / seconds(embeddingBatches);
        double batchRemember = calls / seconds(rememberingBatches);
        return new Remember(warmup, calls, perSecond, Latency.ofNanos(remembering), single, batchSize, batched,
                perSecond / single, batchRemember, batchRemember / batched);
    }

    /** The bare vector query: {@code cypher/bench/bare-vector-search.cypher} through the driver, all rows fetched. */
    private List<Record> vectorSearch(float[] vector, int candidates) {
        Map<String, Object> params = Map.of("namespace", NAMESPACE, "candidates", candidates,
                "embedding", Values.value(vector));
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> tx.run(vectorSeed, params).list());
        }
    }

    private static RecallRequest request(String query) {
        return new RecallRequest(NAMESPACE, query, LIMIT, null, null, HOPS, null, null, false, true, null, null,
                null);
    }

    private static NewMemory memory(String content) {
        return new NewMemory(NAMESPACE, content, "global", null, null, null, 1.0, 1.0, null, null, null, null,
                List.of(), null, null);
    }

    private float[][] embedInBatches(List<String> texts, int batchSize) {
        float[][] out = new float[texts.size()][];
        for (int from = 0; from < texts.size(); from += batchSize) {
            List<float[]> batch = embeddings.embedAll(texts.subList(from, Math.min(texts.size(), from + batchSize)));
            for (int i = 0; i < batch.size(); i++) {
                out[from + i] = VectorSynthesis.normalise(batch.get(i).clone());
            }
        }
        return out;
    }

    /** A version-4 UUID string from the seeded generator, so runs are reproducible. */
    static String uuid(SplittableRandom random) {
        long msb = (random.nextLong() & ~0xF000L) | 0x4000L;
        long lsb = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(msb, lsb).toString();
    }

    private void log(String format, Object... args) {
        log.printf("[bench %,d] " + format + "%n", prepend(size, args));
    }

    private static Object[] prepend(Object first, Object[] rest) {
        Object[] all = new Object[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
