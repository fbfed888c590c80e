package io.mnemograph.tools.eval;

import io.mnemograph.pipeline.RecallPipeline;
import io.mnemograph.store.Neo4jConnection;
import org.neo4j.driver.Session;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The personalized PageRank baseline ({@code ppr}) that spreading is compared with (issue 21 item 4): the same
 * seeds as spreading ({@link HybridSeeds}), then PageRank over the namespace's memories, associations and non-hub
 * entities restarting at those seeds in proportion to their scores, memories ranked by PageRank (HippoRAG's retrieval
 * step; cypher/eval/ppr-project.cypher, ppr-rank.cypher). The graph is projected into the GDS catalog once per
 * namespace and dropped at {@link #close}.
 */
public final class PageRankSystem implements RecallSystem {

    private final String name;
    private final MemoryLoader loader;
    private final HybridSeeds seeds;
    private final Neo4jConnection connection;
    private final int maxEntityFanOut;
    private final double damping;
    private final Set<String> projected = new LinkedHashSet<>();

    /** {@code damping} is PageRank's probability of following an edge rather than restarting at a seed. */
    public PageRankSystem(String name, MemoryLoader loader, RecallPipeline recall, Neo4jConnection connection,
                          int maxEntityFanOut, double damping) {
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
        if (projected.add(namespace)) {
            run(EvalQuery.PPR_DROP, Map.of("graph", graph(namespace)));
            run(EvalQuery.PPR_PROJECT, Map.of("namespace", namespace, "graph", graph(namespace),
                    "max_fan_out", maxEntityFanOut));
        }
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        List<Map<String, Object>> sources = seeds.of(namespace, question, at).stream()
                .map(hit -> Map.<String, Object>of("id", hit.memory().id(), "weight", hit.score())).toList();
        return run(EvalQuery.PPR_RANK, Map.of("graph", graph(namespace), "seeds", sources, "damping", damping,
                "at", at.atZone(ZoneOffset.UTC), "k", k)).stream().map(id -> loader.key(namespace, id)).toList();
    }

    @Override
    public synchronized void close() {
        projected.forEach(namespace -> run(EvalQuery.PPR_DROP, Map.of("graph", graph(namespace))));
        projected.clear();
    }

    private static String graph(String namespace) {
        return "eval-ppr-" + namespace;
    }

    /** The first column of each row of {@code query}, as strings. */
    private List<String> run(EvalQuery query, Map<String, Object> params) {
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            return session.run(query.statement(), params).list(r -> r.get(0).asString());
        }
    }
}
