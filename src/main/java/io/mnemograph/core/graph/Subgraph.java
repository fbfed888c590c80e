package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;
import java.util.List;
import java.util.Map;

/**
 * The neighbourhood of the seeds, fetched by one query, that spreading activation runs on: memory-memory
 * associations, memory-entity mentions, and for each entity its fan-out (how many memories of the namespace
 * mention it).
 *
 * <p>Implementation notes: the fan-out comes from the caller because the fetched neighbourhood may be truncated;
 * an entity missing from {@code entityFanOut}, or given a fan-out below the mentions present here, is counted by
 * the mentions present here (see {@link SpreadingActivation#entityLinkWeight}).
 */
public record Subgraph(List<Association> associations, List<Mention> mentions, Map<String, Integer> entityFanOut) {

    /** No edges at all: spreading returns only the seeds. */
    public static final Subgraph EMPTY = new Subgraph(List.of(), List.of(), Map.of());

    /** Copies the collections and validates that every fan-out is at least 1. */
    public Subgraph {
        associations = List.copyOf(associations);
        mentions = List.copyOf(mentions);
        entityFanOut = Map.copyOf(entityFanOut);
        entityFanOut.forEach(
                (key, fanOut) -> Checks.inRange("entityFanOut[" + key + "]", fanOut, 1, Integer.MAX_VALUE));
    }
}
