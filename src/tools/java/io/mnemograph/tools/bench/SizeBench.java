package io.mnemograph.tools.bench;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.config.GraphSettings;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.pipeline.recall.SpreadingStage;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.tools.bench.BenchReport.Graph;
import io.mnemograph.tools.bench.BenchReport.Quality;
import io.mnemograph.tools.bench.BenchReport.Recall;
import io.mnemograph.tools.bench.BenchReport.Remember;
import io.mnemograph.tools.bench.BenchReport.Spreading;
import io.mnemograph.tools.peer.Peers;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Record;

/**
 * The measurements at one size, on a running service context whose database is empty: load ({@link MemoryLoad},
 * {@link GraphLoad}), recall latency, spreading alone ({@link SpreadComparison}), index quality
 * ({@link IndexQuality}), the JVM peer ({@link PeerBench}), remember throughput ({@link RememberThroughput}), heap.
 * One instance per size.
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

    /** What {@link SizeBench#measure()} found; disk figures are taken by the caller after shutdown. */
    record Measured(
            BenchReport.Load load,
            Graph graph,
            Recall recall,
            Spreading spreading,
            Quality quality,
            Remember remember,
            long memoriesInStore,
            long heapUsedBytes,
            long heapMaxBytes,
            long benchVectorsBytes,
            BenchReport.Peer peer) {}

    private final BenchSettings settings;
    private final int size;
    private final BenchLog log;
    private final EmbeddingProvider embeddings;
    private final EmbeddingChannels channels;
    private final RememberPipeline rememberPipeline;
    private final RecallPipeline recallPipeline;
    private final BulkLoader loader;
    private final Neo4jConnection connection;
    private final BareVectorSearch bareSearch;
    private final Clock clock;
    private final GraphSettings graphSettings;
    private final SpreadComparison spreadComparison;

    SizeBench(ApplicationContext context, BenchSettings settings, int size, PrintStream log) {
        this.settings = settings;
        this.size = size;
        this.log = new BenchLog(log, size);
        this.embeddings = context.getBean(EmbeddingProvider.class);
        this.channels = context.getBean(EmbeddingChannels.class);
        this.rememberPipeline = context.getBean(RememberPipeline.class);
        this.recallPipeline = context.getBean(RecallPipeline.class);
        this.connection = context.getBean(Neo4jConnection.class);
        this.loader = new BulkLoader(connection, context.getBean(CypherLibrary.class));
        this.bareSearch = new BareVectorSearch(connection.driver(), connection.sessionConfig(), NAMESPACE);
        this.clock = context.getBean(Clock.class);
        this.graphSettings = context.getBean(GraphSettings.class);
        this.spreadComparison = new SpreadComparison(
                context.getBean(MemoryStore.class),
                context.getBean(SpreadingStage.class),
                new OneQuerySpreading(graphSettings),
                connection.driver(),
                connection.sessionConfig(),
                NAMESPACE);
    }

    Measured measure() {
        SentenceGenerator generator = new SentenceGenerator(settings.seed());
        int real = settings.realAt(size);
        List<String> statements = generator.statements(real + 2 * settings.rememberWarmup() + settings.rememberCalls());
        List<String> questions = generator.questions(settings.warmup() + settings.queries());

        MemoryLoad.Loaded loaded =
                new MemoryLoad(settings, size, channels, loader, clock, log).load(statements.subList(0, real));
        LoadedMemories memories = loaded.memories();
        Graph graph = new GraphLoad(memories, loader, graphSettings, clock, log).load(real, settings.seed() + 1);
        if (settings.cold()) {
            log.log("cold: moved %,d memories to cold storage", loader.coolAll(NAMESPACE, settings.batchSize()));
            loader.awaitIndexes(3600);
        }
        float[][] queryVectors = MemoryLoad.embedInBatches(embeddings, questions);
        Recall recall = recall(questions, queryVectors);
        Spreading spreading = spreading(queryVectors);
        Quality quality = new IndexQuality(memories, bareSearch, log)
                .measure(queryVectors, settings.warmup(), settings.qualityQueries());
        BenchReport.Peer peer = settings.peer() == null ? null : peer(memories, queryVectors);
        Remember remember = new RememberThroughput(rememberPipeline, embeddings, settings, log)
                .measure(statements.subList(real, statements.size()));

        long stored = loader.count(NAMESPACE);
        System.gc();
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        long vectorBytes = (long) size * (embeddings.dimension() * (long) Float.BYTES + 16L);
        return new Measured(
                loaded.report(),
                graph,
                recall,
                spreading,
                quality,
                remember,
                stored,
                heap.getUsed(),
                heap.getMax(),
                vectorBytes,
                peer);
    }

    /**
     * The JVM peer ({@code --peer}) on the loaded vectors, before remember adds memories, so that it and the bare
     * query it is timed against both hold exactly the size ({@link PeerBench}).
     */
    private BenchReport.Peer peer(LoadedMemories memories, float[][] queryVectors) {
        return new PeerBench(
                        Peers.require(settings.peer()),
                        connection.driver(),
                        connection.sessionConfig(),
                        () -> loader.awaitIndexes(MemoryLoad.INDEX_WAIT_SECONDS),
                        embeddings.dimension(),
                        size,
                        log.out())
                .measure(
                        memories.ids(),
                        memories.contents(),
                        memories.vectors(),
                        queryVectors,
                        settings.warmup(),
                        settings.queries(),
                        settings.qualityQueries(),
                        settings.batchSize(),
                        vector -> bareSearch.search(vector, LIMIT));
    }

    /**
     * Recall timing. The five measured calls (full recall, the same recall with hops 0, bare top 10, bare with
     * recall's seed size, embedding alone) are interleaved query by query, in an order that rotates, so that other
     * load on the machine and background work of the database (index merges, checkpoints) fall on all five alike.
     */
    private Recall recall(List<String> questions, float[][] queryVectors) {
        int warmup = settings.warmup();
        int queries = settings.queries();
        log.log(
                "recall: %d warm-up + %d timed queries, interleaved: full pipeline (hops %d and hops 0), bare vector "
                        + "SEARCH (top %d and top %d), embedding alone",
                warmup, queries, HOPS, LIMIT, SEED_CANDIDATES);
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
                    case 1 -> bareSearch.search(vector, LIMIT);
                    case 2 -> bareSearch.search(vector, SEED_CANDIDATES);
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
        return new Recall(
                queries,
                warmup,
                LIMIT,
                HOPS,
                full,
                bare,
                SEED_CANDIDATES,
                Latency.ofNanos(nanos[2]),
                Latency.ofNanos(nanos[4]),
                full.p50Ms() / bare.p50Ms(),
                full.p95Ms() / bare.p95Ms(),
                full.p99Ms() / bare.p99Ms(),
                flat,
                costP50,
                costP95,
                costP50 / bare.p50Ms(),
                costP95 / bare.p95Ms());
    }

    /**
     * Spreading alone, Java against one Cypher query ({@link SpreadComparison}), from the seeds of the recall
     * queries: the bare vector SEARCH asking for recall's {@value #SEED_CANDIDATES} candidates, cosine as activation.
     * The recall rounds before it have warmed the JVM up, so it warms up for at most {@value #SPREADING_WARMUP}.
     */
    private Spreading spreading(float[][] queryVectors) {
        int warmup = Math.min(settings.warmup(), SPREADING_WARMUP);
        int queries = settings.queries();
        log.log(
                "spreading alone: %d warm-up + %d timed queries from %d vector seeds each, hops %s, Java "
                        + "(expand per hop + SpreadingActivation) against one Cypher query, interleaved",
                warmup, queries, SEED_CANDIDATES, SpreadComparison.HOPS);
        List<Map<String, Double>> seeds = new ArrayList<>();
        for (int q = 0; q < warmup + queries; q++) {
            Map<String, Double> seed = new LinkedHashMap<>();
            for (Record r : bareSearch.search(queryVectors[q], SEED_CANDIDATES)) {
                double similarity = r.get("similarity").asDouble();
                if (similarity > 0) {
                    seed.put(r.get("id").asString(), Math.min(1.0, similarity));
                }
            }
            seeds.add(seed);
        }
        Spreading spreading = spreadComparison.measure(seeds, warmup);
        for (var h : spreading.hops()) {
            log.log(
                    "  hops %d: Java p50 %.1f ms, one query p50 %.1f ms; %.0f memories reached per query; variants "
                            + "agree on %d of %d",
                    h.hops(),
                    h.java().p50Ms(),
                    h.oneQuery().p50Ms(),
                    h.reachedPerQuery(),
                    h.agreeing(),
                    spreading.queries());
        }
        return spreading;
    }

    private static RecallRequest request(String query, int hops) {
        return RecallRequest.in(NAMESPACE, query).limit(LIMIT).hops(hops).build();
    }

    static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
