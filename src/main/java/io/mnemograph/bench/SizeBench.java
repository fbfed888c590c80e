package io.mnemograph.bench;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.bench.BenchReport.Graph;
import io.mnemograph.bench.BenchReport.Load;
import io.mnemograph.bench.BenchReport.Overlap;
import io.mnemograph.bench.BenchReport.Quality;
import io.mnemograph.bench.BenchReport.Recall;
import io.mnemograph.bench.BenchReport.Remember;
import io.mnemograph.bench.BenchReport.Spreading;
import io.mnemograph.config.GraphSettings;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.peer.Peers;
import io.mnemograph.pipeline.ActivationSpreader;
import io.mnemograph.pipeline.NewMemory;
import io.mnemograph.pipeline.RecallPipeline;
import io.mnemograph.pipeline.RecallRequest;
import io.mnemograph.pipeline.RememberPipeline;
import io.mnemograph.store.CypherLibrary;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.VisibilityKey;
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
import java.util.LinkedHashMap;
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
    /** Untimed rounds of the spreading comparison at most: it runs after the recall rounds have warmed the JVM. */
    static final int SPREADING_WARMUP = 30;
    /** What the index is asked for in the quality comparison: top 10, what recall's seed asks, 10x oversampling. */
    static final List<Integer> REQUESTED = List.of(LIMIT, SEED_CANDIDATES, 10 * LIMIT);

    private static final int EMBED_LOAD_BATCH = 64;
    /**
     * Importance of the loaded memories, as remember's auto-scoring gives it (docs/formulas.md): routine 0.5, normal
     * 1.0, novel 1.5, corrections and instructions 2.0, drawn with these probabilities. Recall bounds the score of
     * memories reached by spreading with the namespace's highest importance.
     */
    static final double[] IMPORTANCE_LEVELS = {0.5, 1.0, 1.5, 2.0};
    static final double[] IMPORTANCE_SHARES = {0.10, 0.60, 0.20, 0.10};
    private static final long YEAR_SECONDS = 365L * 24 * 3600;
    private static final int INDEX_WAIT_SECONDS = 3600;

    /** Rows per bulk transaction when writing associations and mentions. */
    private static final int EDGE_BATCH = 10_000;

    /** What {@link SizeBench#measure()} found; disk figures are taken by the caller after shutdown. */
    record Measured(Load load, Graph graph, Recall recall, Spreading spreading, Quality quality, Remember remember,
                    long memoriesInStore, long heapUsedBytes, long heapMaxBytes, long benchVectorsBytes,
                    BenchReport.Peer peer) {
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
    private final GraphSettings graphSettings;
    private final SpreadComparison spreadComparison;

    private float[][] vectors;
    private String[] ids;
    private int[] bases;
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
        this.vectorSeed = BenchQuery.BARE_VECTOR_SEARCH.statement();
        this.clock = context.getBean(Clock.class);
        this.graphSettings = context.getBean(GraphSettings.class);
        this.spreadComparison = new SpreadComparison(context.getBean(MemoryStore.class),
                context.getBean(ActivationSpreader.class), new OneQuerySpreading(graphSettings), driver,
                sessionConfig, NAMESPACE);
    }

    Measured measure() {
        SentenceGenerator generator = new SentenceGenerator(settings.seed());
        int real = settings.realAt(size);
        List<String> statements = generator.statements(real + 2 * settings.rememberWarmup() + settings.rememberCalls());
        List<String> questions = generator.questions(settings.warmup() + settings.queries());

        Load load = load(statements.subList(0, real));
        Graph graph = graph(real);
        float[][] queryVectors = embedInBatches(questions, EMBED_LOAD_BATCH);
        Recall recall = recall(questions, queryVectors);
        Spreading spreading = spreading(queryVectors);
        Quality quality = quality(queryVectors);
        BenchReport.Peer peer = settings.peer() == null ? null : peer(queryVectors);
        Remember remember = remember(statements.subList(real, statements.size()));

        long stored = loader.count(NAMESPACE);
        System.gc();
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        long vectorBytes = (long) size * (embeddings.dimension() * Float.BYTES + 16L);
        return new Measured(load, graph, recall, spreading, quality, remember, stored, heap.getUsed(), heap.getMax(),
                vectorBytes, peer);
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
        SplittableRandom importanceRandom = new SplittableRandom(settings.seed() + 2);
        double importanceSum = 0;
        ZonedDateTime now = clock.instant().atZone(ZoneOffset.UTC);
        vectors = new float[size][];
        ids = new String[size];
        bases = new int[size];
        contents = new String[size];
        List<Map<String, Object>> batch = new ArrayList<>(settings.batchSize());
        long writeNanos = 0;
        double cosineSum = 0;
        int nextReport = Math.max(1, size / 10);
        for (int i = 0; i < size; i++) {
            String content;
            if (i < real) {
                vectors[i] = realVectors[i];
                bases[i] = i;
                content = realTexts.get(i);
            } else {
                int base = random.nextInt(real);
                bases[i] = base;
                vectors[i] = VectorSynthesis.perturb(realVectors[base], settings.noiseSigma(), random);
                cosineSum += VectorSynthesis.dot(vectors[i], realVectors[base]);
                content = realTexts.get(base) + " [synthetic " + i + "]";
            }
            ids[i] = uuid(random);
            contents[i] = content;
            double importance = importance(importanceRandom);
            importanceSum += importance;
            batch.add(BulkLoader.row(ids[i], content, now.minusSeconds(random.nextLong(YEAR_SECONDS)), importance,
                    vectors[i]));
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
                size / writeSeconds, importanceSum / size);
    }

    private static double importance(SplittableRandom random) {
        double u = random.nextDouble();
        for (int level = 0; level < IMPORTANCE_LEVELS.length - 1; level++) {
            u -= IMPORTANCE_SHARES[level];
            if (u < 0) {
                return IMPORTANCE_LEVELS[level];
            }
        }
        return IMPORTANCE_LEVELS[IMPORTANCE_LEVELS.length - 1];
    }

    /**
     * Recall timing. The five measured calls (full recall, the same recall with hops 0, bare top 10, bare with
     * recall's seed size, embedding alone) are interleaved query by query, in an order that rotates, so that other
     * load on the machine and background work of the database (index merges, checkpoints) fall on all five alike.
     */
    private Recall recall(List<String> questions, float[][] queryVectors) {
        int warmup = settings.warmup();
        int queries = settings.queries();
        log("recall: %d warm-up + %d timed queries, interleaved: full pipeline (hops %d and hops 0), bare vector "
                + "SEARCH (top %d and top %d), embedding alone", warmup, queries, HOPS, LIMIT, SEED_CANDIDATES);
        int kinds = 5;
        long[][] nanos = new long[kinds][queries];
        for (int q = 0; q < warmup + queries; q++) {
            String question = questions.get(q);
            float[] vector = queryVectors[q];
            for (int step = 0; step < kinds; step++) {
                int kind = (step + q) % kinds;
                long start = System.nanoTime();
                switch (kind) {
                    case 0 -> recallPipeline.recall(request(question, HOPS));
                    case 1 -> vectorSearch(vector, LIMIT);
                    case 2 -> vectorSearch(vector, SEED_CANDIDATES);
                    case 3 -> recallPipeline.recall(request(question, 0));
                    default -> embeddings.embed(question);
                }
                if (q >= warmup) {
                    nanos[kind][q - warmup] = System.nanoTime() - start;
                }
            }
        }
        Latency full = Latency.ofNanos(nanos[0]);
        Latency bare = Latency.ofNanos(nanos[1]);
        Latency flat = Latency.ofNanos(nanos[3]);
        double costP50 = full.p50Ms() - flat.p50Ms();
        double costP95 = full.p95Ms() - flat.p95Ms();
        return new Recall(queries, warmup, LIMIT, HOPS, full, bare, SEED_CANDIDATES, Latency.ofNanos(nanos[2]),
                Latency.ofNanos(nanos[4]), full.p50Ms() / bare.p50Ms(), full.p95Ms() / bare.p95Ms(),
                full.p99Ms() / bare.p99Ms(), flat, costP50, costP95, costP50 / bare.p50Ms(), costP95 / bare.p95Ms());
    }

    /**
     * Gives the loaded memories associations and entities ({@link GraphSynthesis}) and writes them in bulk
     * transactions of {@value #EDGE_BATCH} rows.
     */
    private Graph graph(int real) {
        log("graph: temporal chains, semantic links to the nearest earlier memories, entities with Zipf fan-out");
        GraphSynthesis.Synthesised g = GraphSynthesis.synthesise(vectors, bases, real, graphSettings,
                settings.seed() + 1);
        ZonedDateTime now = clock.instant().atZone(ZoneOffset.UTC);
        long writeNanos = 0;
        long semantic = 0;
        double semanticWeight = 0;
        List<Map<String, Object>> rows = new ArrayList<>(EDGE_BATCH);
        long associations = 0;
        for (int e = 0; e < g.associations().size(); e++) {
            GraphSynthesis.Edge edge = g.associations().get(e);
            if (edge.kind() == AssociationKind.SEMANTIC) {
                semantic++;
                semanticWeight += edge.weight();
            }
            rows.add(BulkLoader.association(ids[edge.source()], ids[edge.target()], edge.weight(),
                    edge.kind().graphName()));
            if (rows.size() == EDGE_BATCH || e == g.associations().size() - 1) {
                long start = System.nanoTime();
                associations += loader.associate(NAMESPACE, now, rows);
                writeNanos += System.nanoTime() - start;
                rows = new ArrayList<>(EDGE_BATCH);
            }
        }
        int[] fanOut = new int[g.vocabulary()];
        long mentions = 0;
        for (int i = 0; i < size; i++) {
            for (int rank : g.mentions()[i]) {
                fanOut[rank]++;
                rows.add(BulkLoader.mention(ids[i], "entity " + (rank + 1), "Entity " + (rank + 1)));
                if (rows.size() == EDGE_BATCH) {
                    long start = System.nanoTime();
                    mentions += loader.mention(NAMESPACE, now, rows);
                    writeNanos += System.nanoTime() - start;
                    rows = new ArrayList<>(EDGE_BATCH);
                }
            }
        }
        if (!rows.isEmpty()) {
            long start = System.nanoTime();
            mentions += loader.mention(NAMESPACE, now, rows);
            writeNanos += System.nanoTime() - start;
        }
        if (associations != g.associations().size()) {
            throw new IllegalStateException("wrote " + associations + " associations of " + g.associations().size());
        }
        int hubLimit = graphSettings.maxEntityFanOut();
        int entities = 0;
        int hubs = 0;
        int maxFanOut = 0;
        long hubMentions = 0;
        double entityNeighbours = 0;
        for (int f : fanOut) {
            entities += f > 0 ? 1 : 0;
            maxFanOut = Math.max(maxFanOut, f);
            if (f > hubLimit) {
                hubs++;
                hubMentions += f;
            } else {
                entityNeighbours += (double) f * (f - 1);
            }
        }
        double seconds = seconds(writeNanos);
        Graph graph = new Graph(associations, semantic, associations - semantic, 2.0 * associations / size,
                semantic == 0 ? 0 : semanticWeight / semantic, g.sessions(), entities, mentions,
                (double) mentions / size, maxFanOut, hubLimit, hubs, mentions == 0 ? 0 : (double) hubMentions / mentions,
                entityNeighbours / size, seconds);
        log("graph: %,d associations (%,d semantic, %,d temporal in %,d sessions), %.1f per memory; %,d entities, "
                + "%,d mentions (%.2f per memory), largest fan-out %,d, %d hubs above %d holding %.0f%% of mentions; "
                + "written in %.1f s", associations, semantic, associations - semantic, g.sessions(),
                graph.edgesPerMemory(), entities, mentions, graph.mentionsPerMemory(), maxFanOut, hubs, hubLimit,
                100 * graph.hubMentionShare(), seconds);
        return graph;
    }

    /**
     * Spreading alone, Java against one Cypher query ({@link SpreadComparison}), from the seeds of the recall
     * queries: the bare vector SEARCH asking for recall's {@value #SEED_CANDIDATES} candidates, cosine as activation.
     * The recall rounds before it have warmed the JVM up, so it warms up for at most {@value #SPREADING_WARMUP}.
     */
    private Spreading spreading(float[][] queryVectors) {
        int warmup = Math.min(settings.warmup(), SPREADING_WARMUP);
        int queries = settings.queries();
        log("spreading alone: %d warm-up + %d timed queries from %d vector seeds each, hops %s, Java "
                + "(expand per hop + SpreadingActivation) against one Cypher query, interleaved", warmup, queries,
                SEED_CANDIDATES, SpreadComparison.HOPS);
        List<Map<String, Double>> seeds = new ArrayList<>();
        for (int q = 0; q < warmup + queries; q++) {
            Map<String, Double> seed = new LinkedHashMap<>();
            for (Record r : vectorSearch(queryVectors[q], SEED_CANDIDATES)) {
                double similarity = r.get("similarity").asDouble();
                if (similarity > 0) {
                    seed.put(r.get("id").asString(), Math.min(1.0, similarity));
                }
            }
            seeds.add(seed);
        }
        Spreading spreading = spreadComparison.measure(seeds, warmup);
        for (var h : spreading.hops()) {
            log("  hops %d: Java p50 %.1f ms, one query p50 %.1f ms; %.0f memories reached per query; variants "
                    + "agree on %d of %d", h.hops(), h.java().p50Ms(), h.oneQuery().p50Ms(), h.reachedPerQuery(),
                    h.agreeing(), spreading.queries());
        }
        return spreading;
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
     * same batches (interleaved batch by batch, order alternating). {@code texts}: the single calls' warm-up, the
     * timed texts, then the batches' warm-up.
     */
    private Remember remember(List<String> texts) {
        int warmup = settings.rememberWarmup();
        int calls = settings.rememberCalls();
        List<String> timed = texts.subList(warmup, warmup + calls);
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
        List<String> batchWarmup = texts.subList(warmup + calls, texts.size());
        log("remember: %d warm-up memories in batches of %d, then the timed texts again in batches, interleaved with "
                + "embedAll on the same batches", batchWarmup.size(), batchSize);
        for (int from = 0; from < batchWarmup.size(); from += batchSize) {
            rememberPipeline.rememberAll(batchWarmup.subList(from, Math.min(batchWarmup.size(), from + batchSize))
                    .stream().map(SizeBench::memory).toList());
        }
        long embeddingBatches = 0;
        long rememberingBatches = 0;
        long embeddingCpu = 0;
        long rememberingCpu = 0;
        for (int from = 0, b = 0; from < calls; from += batchSize, b++) {
            List<String> batch = timed.subList(from, Math.min(calls, from + batchSize));
            for (int step = 0; step < 2; step++) {
                long cpu = processCpuNanos();
                long t = System.nanoTime();
                if ((step + b) % 2 == 0) {
                    rememberPipeline.rememberAll(batch.stream().map(SizeBench::memory).toList());
                    rememberingBatches += System.nanoTime() - t;
                    rememberingCpu += processCpuNanos() - cpu;
                } else {
                    embeddings.embedAll(batch);
                    embeddingBatches += System.nanoTime() - t;
                    embeddingCpu += processCpuNanos() - cpu;
                }
            }
        }
        double batched = calls / seconds(embeddingBatches);
        double batchRemember = calls / seconds(rememberingBatches);
        double cpuPerMemory = Bench.millis(rememberingCpu) / calls;
        double cpuPerText = Bench.millis(embeddingCpu) / calls;
        log("  CPU per memory remembered in batches %.2f ms, per text in embedAll %.2f ms", cpuPerMemory, cpuPerText);
        return new Remember(warmup, calls, perSecond, Latency.ofNanos(remembering), single, batchSize, batched,
                perSecond / single, batchRemember, batchRemember / batched, cpuPerMemory, cpuPerText,
                Runtime.getRuntime().availableProcessors() * 1000 / cpuPerMemory);
    }

    /** CPU time of every thread of this process (the embedded Neo4j runs in it too), in ns. */
    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** The bare vector query: {@code cypher/bench/bare-vector-search.cypher} through the driver, all rows fetched. */
    private List<Record> vectorSearch(float[] vector, int candidates) {
        Map<String, Object> params = Map.of("visibility", VisibilityKey.global(NAMESPACE), "candidates", candidates,
                "embedding", Values.value(vector));
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> tx.run(vectorSeed, params).list());
        }
    }

    private static RecallRequest request(String query, int hops) {
        return new RecallRequest(NAMESPACE, query, LIMIT, null, null, hops, null, null, false, true, null, null,
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
