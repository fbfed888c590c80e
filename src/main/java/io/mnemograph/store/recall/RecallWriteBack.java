package io.mnemograph.store.recall;

import io.mnemograph.core.BoostParameters;
import io.mnemograph.store.cypher.CypherValues;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a recall's write-back strengthens ({@code cypher/recall/write-back.cypher}), turned into the statement's
 * parameters in one place ({@link #parameters}).
 *
 * @param namespace         the recall's namespace
 * @param sessionId         the recall's session, whose turn advances, or null
 * @param at                the recall's instant
 * @param results           the results to boost, best first
 * @param boosts            the stability boosts; {@code core.SpacedBoost} is the statement's reference model
 * @param coRecalledPairs   the pairs of results whose association is strengthened, each once, lower id first
 * @param coRecallIncrement the weight added to each pair's association, capped at 1
 */
public record RecallWriteBack(
        String namespace,
        String sessionId,
        Instant at,
        List<Reinforcement> results,
        BoostParameters boosts,
        List<List<String>> coRecalledPairs,
        double coRecallIncrement) {

    /** Requires the namespace, instant and boosts; copies the lists. */
    public RecallWriteBack {
        Objects.requireNonNull(namespace, "namespace");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(boosts, "boosts");
        results = List.copyOf(results);
        coRecalledPairs = List.copyOf(coRecalledPairs);
    }

    /** The statement's parameters, by the names its {@code :param} lines give. */
    public Map<String, Object> parameters() {
        Map<String, Object> params = new HashMap<>();
        params.put("namespace", namespace);
        params.put("session_id", sessionId);
        params.put("at", CypherValues.zoned(at));
        params.put(
                "results",
                results.stream()
                        .map(r -> Map.of("id", r.id(), "via", r.via().wireName()))
                        .toList());
        params.put("direct_boost", boosts.direct());
        params.put("associative_boost", boosts.associative());
        params.put("max_spaced_factor", boosts.maxSpacedFactor());
        params.put("spacing_days", boosts.spacingIntervalDays());
        params.put("pairs", coRecalledPairs);
        params.put("increment", coRecallIncrement);
        return params;
    }
}
