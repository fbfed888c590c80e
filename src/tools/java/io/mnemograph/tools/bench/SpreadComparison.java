package io.mnemograph.tools.bench;

import io.mnemograph.core.graph.Activation;
import io.mnemograph.core.graph.FollowedEdges;
import io.mnemograph.pipeline.recall.SpreadingStage;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.tools.bench.BenchReport.Spreading;
import io.mnemograph.tools.bench.BenchReport.SpreadingHops;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;

/**
 * Times spreading alone, from the same seeds, in its two variants (docs/decisions/0003-spreading-in-java-or-cypher.md):
 * the service's {@link SpreadingStage} (one expand query per hop, then the pure spreading in Java) and
 * {@link OneQuerySpreading} (one Cypher statement), for 1 and 2 hops. Each call is its own read transaction, as in a
 * read-only recall; the four calls of a query run in an order that rotates from query to query. Every timed pair
 * is also compared: the report counts the queries on which both variants agree.
 */
final class SpreadComparison {

    /** The numbers of hops compared: 1, and the recall default 2. */
    static final List<Integer> HOPS = List.of(1, 2);

    private static final double TOLERANCE = 1e-9;

    private final MemoryStore store;
    private final SpreadingStage spreader;
    private final OneQuerySpreading oneQuery;
    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final String namespace;

    SpreadComparison(
            MemoryStore store,
            SpreadingStage spreader,
            OneQuerySpreading oneQuery,
            Driver driver,
            SessionConfig sessionConfig,
            String namespace) {
        this.store = store;
        this.spreader = spreader;
        this.oneQuery = oneQuery;
        this.driver = driver;
        this.sessionConfig = sessionConfig;
        this.namespace = namespace;
    }

    /** @param seeds per query, memory id -> activation in (0, 1]; the first {@code warmup} are not timed */
    Spreading measure(List<Map<String, Double>> seeds, int warmup) {
        int timed = seeds.size() - warmup;
        int calls = 2 * HOPS.size();
        long[][] nanos = new long[calls][timed];
        long[] reached = new long[HOPS.size()];
        int[] agreeing = new int[HOPS.size()];
        for (int q = 0; q < seeds.size(); q++) {
            Map<String, Double> seed = seeds.get(q);
            List<List<Activation>> results = new ArrayList<>(List.of(List.of(), List.of(), List.of(), List.of()));
            for (int step = 0; step < calls; step++) {
                int call = (step + q) % calls;
                int hops = HOPS.get(call / 2);
                long start = System.nanoTime();
                List<Activation> result = call % 2 == 0 ? java(seed, hops) : oneQuery(seed, hops);
                long elapsed = System.nanoTime() - start;
                results.set(call, result);
                if (q >= warmup) {
                    nanos[call][q - warmup] = elapsed;
                }
            }
            if (q >= warmup) {
                for (int h = 0; h < HOPS.size(); h++) {
                    List<Activation> java = results.get(2 * h);
                    reached[h] += java.stream().filter(a -> !a.direct()).count();
                    if (same(java, results.get(2 * h + 1))) {
                        agreeing[h]++;
                    }
                }
            }
        }
        List<SpreadingHops> out = new ArrayList<>();
        for (int h = 0; h < HOPS.size(); h++) {
            Latency java = Latency.ofNanos(nanos[2 * h]);
            Latency one = Latency.ofNanos(nanos[2 * h + 1]);
            out.add(new SpreadingHops(
                    HOPS.get(h), java, one, one.p50Ms() / java.p50Ms(), (double) reached[h] / timed, agreeing[h]));
        }
        double seedsPerQuery = seeds.subList(warmup, seeds.size()).stream()
                .mapToInt(Map::size)
                .average()
                .orElse(0);
        return new Spreading(timed, warmup, seedsPerQuery, out);
    }

    private List<Activation> java(Map<String, Double> seeds, int hops) {
        return store.read(
                tx -> spreader.spread(tx, namespace, seeds, hops, oneQuery.spreadFactor(), 0.0, FollowedEdges.ALL)
                        .activations());
    }

    private List<Activation> oneQuery(Map<String, Double> seeds, int hops) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> oneQuery.spread(tx, namespace, seeds, hops));
        }
    }

    /** Same memories in the same order, same hops, activations within {@value #TOLERANCE}. */
    static boolean same(List<Activation> a, List<Activation> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            Activation x = a.get(i);
            Activation y = b.get(i);
            if (!x.memoryId().equals(y.memoryId())
                    || x.hops() != y.hops()
                    || Math.abs(x.activation() - y.activation()) > TOLERANCE) {
                return false;
            }
        }
        return true;
    }
}
