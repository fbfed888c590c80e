package io.mnemograph.client.model;

import java.util.List;
import java.util.Map;

/**
 * One recalled memory ({@code RecallResult}): via is direct or associative; components are the score's factors
 * (their product is score); path and memory are there with explain only.
 */
public record RecallResult(
        String id,
        String content,
        double score,
        String via,
        int hops,
        String tier,
        boolean resurrected,
        Map<String, Double> components,
        List<PathStep> path,
        ExplainedState memory,
        List<NewerStatement> conflicts,
        NewerStatement supersededBy) {}
