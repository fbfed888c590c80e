package io.mnemograph.tools.eval;

import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.store.Neo4jConnection;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;

/**
 * The plain 1-hop expansion baseline ({@code expand}) that spreading is compared with (issue 21 item 4): the same
 * seeds as spreading ({@link HybridSeeds}), each followed by its strongest neighbour not yet listed, through an
 * association or a shared non-hub entity (cypher/tools/eval/expand-neighbours.cypher), until {@code k}. The graph
 * widens the results as a product that expands each search result by one hop does, with no activation and no scoring.
 */
public final class OneHopExpansionSystem implements RecallSystem {

    private final String name;
    private final MemoryLoader loader;
    private final HybridSeeds seeds;
    private final Neo4jConnection connection;
    private final int maxEntityFanOut;

    public OneHopExpansionSystem(
            String name, MemoryLoader loader, RecallPipeline recall, Neo4jConnection connection, int maxEntityFanOut) {
        this.name = name;
        this.loader = loader;
        this.seeds = new HybridSeeds(recall);
        this.connection = connection;
        this.maxEntityFanOut = maxEntityFanOut;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void load(String namespace, List<EvalMemory> memories) {
        loader.ensureLoaded(namespace, memories);
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        List<String> seedIds = seeds.of(namespace, question, at).stream()
                .map(hit -> hit.memory().id())
                .toList();
        Map<String, List<String>> neighbours = new HashMap<>();
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            for (Record r : session.run(
                            EvalQuery.EXPAND_NEIGHBOURS.statement(),
                            Map.of("seeds", seedIds, "at", at.atZone(ZoneOffset.UTC), "max_fan_out", maxEntityFanOut))
                    .list()) {
                neighbours.put(r.get("seed").asString(), r.get("neighbours").asList(v -> v.asString()));
            }
        }
        Set<String> results = new LinkedHashSet<>();
        for (String seed : seedIds) {
            results.add(seed);
            neighbours.getOrDefault(seed, List.of()).stream()
                    .filter(n -> !results.contains(n))
                    .findFirst()
                    .ifPresent(results::add);
        }
        return results.stream().limit(k).map(id -> loader.key(namespace, id)).toList();
    }

    @Override
    public void close() {
        // holds nothing: the application context that owns the database closes it
    }
}
