package io.mnemograph.tools.eval;

import io.mnemograph.pipeline.recall.RecallHit;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.store.Neo4jConnection;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.Value;

/**
 * The personalized PageRank baseline ({@code ppr}) that spreading is compared with (issue 21 item 4): the same seeds
 * as spreading ({@link HybridSeeds}), then PageRank over the namespace's memories, associations and non-hub entities
 * restarting at those seeds in proportion to their scores, memories that exist when asked ranked by PageRank: the
 * retrieval step of HippoRAG (B. J. Gutierrez et al., "HippoRAG: Neurobiologically Inspired Long-Term Memory for
 * Large Language Models", NeurIPS 2024). The graph is read once per namespace (cypher/tools/eval/ppr-graph.cypher) and
 * walked in memory ({@link PersonalizedPageRank}), {@value #ITERATIONS} steps, as GDS's PageRank does by default. The
 * walk crosses every memory loaded; the benchmarks ask after all of them exist, and memories created after the question
 * are never returned.
 */
public final class PageRankSystem implements RecallSystem {

    /** Power-iteration steps per question. */
    static final int ITERATIONS = 20;

    /** A namespace's graph and when each of its memories was created. */
    private record Graph(PersonalizedPageRank walk, Map<String, Instant> createdAt) {}

    private final String name;
    private final MemoryLoader loader;
    private final HybridSeeds seeds;
    private final Neo4jConnection connection;
    private final int maxEntityFanOut;
    private final double damping;
    private final Map<String, Graph> graphs = new HashMap<>();

    /** {@code damping} is the probability of following a link rather than restarting at a seed, in [0, 1). */
    public PageRankSystem(
            String name,
            MemoryLoader loader,
            RecallPipeline recall,
            Neo4jConnection connection,
            int maxEntityFanOut,
            double damping) {
        this.name = name;
        this.loader = loader;
        this.seeds = new HybridSeeds(recall);
        this.connection = connection;
        this.maxEntityFanOut = maxEntityFanOut;
        this.damping = damping;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public synchronized void load(String namespace, List<EvalMemory> memories) {
        loader.ensureLoaded(namespace, memories);
        if (graphs.containsKey(namespace)) {
            return;
        }
        PersonalizedPageRank walk = new PersonalizedPageRank();
        Map<String, Instant> createdAt = new HashMap<>();
        List<Record> rows;
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            rows = session.executeRead(tx -> tx.run(
                            EvalQuery.PPR_GRAPH.statement(),
                            Map.of("namespace", namespace, "max_fan_out", maxEntityFanOut))
                    .list());
        }
        for (Record r : rows) {
            String memory = r.get("memory").asString();
            createdAt.put(memory, r.get("created_at").asZonedDateTime().toInstant());
            walk.node(memory);
            for (Value link : r.get("links").values()) {
                walk.link(
                        memory,
                        link.get("target").asString(),
                        link.get("weight").asDouble());
            }
        }
        graphs.put(namespace, new Graph(walk, createdAt));
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        Graph graph = graphs.get(namespace);
        if (graph == null) {
            throw new IllegalStateException("namespace " + namespace + " was not loaded");
        }
        Map<String, Double> restart = new LinkedHashMap<>();
        for (RecallHit hit : seeds.of(namespace, question, at)) {
            restart.put(hit.memory().id(), hit.score());
        }
        return graph.walk().scores(restart, damping, ITERATIONS).entrySet().stream()
                .filter(e -> graph.createdAt().containsKey(e.getKey())
                        && !graph.createdAt().get(e.getKey()).isAfter(at))
                .sorted(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry::getKey))
                .limit(k)
                .map(e -> loader.key(namespace, e.getKey()))
                .toList();
    }

    @Override
    public synchronized void close() {
        graphs.clear();
    }
}
