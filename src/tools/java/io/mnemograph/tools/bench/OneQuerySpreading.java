package io.mnemograph.tools.bench;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.core.graph.Activation;
import io.mnemograph.core.graph.PathStep;
import io.mnemograph.core.graph.SpreadingParameters;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;

/**
 * Spreading activation in one Cypher statement ({@code cypher/tools/bench/spread-one-query.cypher}): the variant the
 * bench measures against the service's {@code SpreadingStage} (fetch hop by hop, spread in Java). Same rules,
 * same parameters, same result (checked by {@code SpreadingVariantsTest}); used only by the bench
 * (docs/decisions/0003-spreading-in-java-or-cypher.md).
 */
final class OneQuerySpreading {

    private final String statement;
    private final GraphSettings settings;

    OneQuerySpreading(GraphSettings settings) {
        this.statement = BenchQuery.SPREAD_ONE_QUERY.statement();
        this.settings = settings;
    }

    /** The configured spread factor, which both spreadings compared use. */
    double spreadFactor() {
        return settings.spreadFactor();
    }

    /**
     * Spreads from {@code seeds} (memory id -> activation in (0, 1]) over {@code hops} hops with the configured
     * parameters.
     *
     * @return every memory with activation, seeds included (hops 0), strongest first, then by id
     */
    List<Activation> spread(TransactionContext tx, String namespace, Map<String, Double> seeds, int hops) {
        SpreadingParameters p = settings.spreading(hops, settings.spreadFactor());
        Map<String, Object> params = new HashMap<>();
        params.put("namespace", namespace);
        params.put(
                "seeds",
                seeds.entrySet().stream()
                        .map(e -> Map.<String, Object>of("id", e.getKey(), "activation", e.getValue()))
                        .toList());
        params.put("hops", p.hops());
        params.put("spread_factor", p.spreadFactor());
        params.put("max_neighbours", p.maxNeighboursPerNode());
        params.put("max_frontier", p.maxFrontier());
        params.put("min_activation", p.minActivation());
        params.put("entity_damping", p.entityDamping());
        params.put("max_entity_fan_out", settings.maxEntityFanOut());
        return tx.run(statement, params)
                .list(r -> new Activation(
                        r.get("id").asString(),
                        r.get("activation").asDouble(),
                        r.get("hops").asInt(),
                        r.get("path").asList(OneQuerySpreading::step)));
    }

    private static PathStep step(Value v) {
        return new PathStep(
                v.get("from").asString(),
                v.get("edge_kind").asString(),
                v.get("edge_weight").asDouble(),
                v.get("via_entity").asString(null),
                v.get("to").asString(),
                v.get("contribution").asDouble());
    }
}
