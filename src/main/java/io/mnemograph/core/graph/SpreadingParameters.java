package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;

/**
 * How far and how strongly activation spreads from the seeds, validated on construction with messages that name
 * the parameter.
 *
 * @param hops                 hops from a seed, [0, {@value #MAX_HOPS}]; 0 returns only the seeds
 * @param spreadFactor         share of a parent's activation passed on per hop, (0, 1]
 * @param maxNeighboursPerNode fan-out limit: each expanded memory passes activation to at most this many of its
 *                             strongest neighbours, [1, {@value #MAX_LIMIT}]
 * @param maxFrontier          at most this many memories, the most active, are expanded per hop,
 *                             [1, {@value #MAX_LIMIT}]
 * @param minActivation        activation below this is pruned, [0, 1)
 * @param entityDamping        exponent d of the entity link weight {@code fanOut^-d},
 *                             [0, {@value #MAX_ENTITY_DAMPING}]; 0 does not damp hubs, 0.5 is 1/sqrt(fanOut),
 *                             1 is 1/fanOut
 */
public record SpreadingParameters(
        int hops,
        double spreadFactor,
        int maxNeighboursPerNode,
        int maxFrontier,
        double minActivation,
        double entityDamping) {

    /** Default hops: design overview section 4, step 5 ("up to hops (default 2)"). */
    public static final int DEFAULT_HOPS = 2;

    /** Most hops allowed: beyond 4 hops at 0.5 per hop activation is below 1/16 of the seed's. */
    public static final int MAX_HOPS = 4;

    /**
     * Default spread factor: 0.6 per hop, measured on the dev sets (docs/decisions/0004-ranking-defaults.md); CMM's
     * is 0.5 (design overview section 5).
     */
    public static final double DEFAULT_SPREAD_FACTOR = 0.6;

    /** Default fan-out limit per expanded memory. */
    public static final int DEFAULT_MAX_NEIGHBOURS_PER_NODE = 20;

    /** Default number of memories expanded per hop: 10 seeds x 20 neighbours. */
    public static final int DEFAULT_MAX_FRONTIER = 200;

    /** Default pruning threshold: a thirtieth of the recall threshold 0.3, far below anything that surfaces. */
    public static final double DEFAULT_MIN_ACTIVATION = 0.01;

    /** Default entity damping exponent: 1/sqrt(fanOut), see docs/entities-and-spreading.md. */
    public static final double DEFAULT_ENTITY_DAMPING = 0.5;

    /** Upper bound of the two limits, so one request cannot ask for an unbounded expansion. */
    public static final int MAX_LIMIT = 10_000;

    /** Upper bound of the entity damping exponent: 2 already makes a 10-memory entity weigh 0.01. */
    public static final double MAX_ENTITY_DAMPING = 2.0;

    /** The defaults above. */
    public static final SpreadingParameters DEFAULTS = new SpreadingParameters(
            DEFAULT_HOPS,
            DEFAULT_SPREAD_FACTOR,
            DEFAULT_MAX_NEIGHBOURS_PER_NODE,
            DEFAULT_MAX_FRONTIER,
            DEFAULT_MIN_ACTIVATION,
            DEFAULT_ENTITY_DAMPING);

    /** Validates every parameter against its range. */
    public SpreadingParameters {
        Checks.inRange("hops", hops, 0, MAX_HOPS);
        Checks.aboveUpTo("spreadFactor", spreadFactor, 0.0, 1.0);
        Checks.inRange("maxNeighboursPerNode", maxNeighboursPerNode, 1, MAX_LIMIT);
        Checks.inRange("maxFrontier", maxFrontier, 1, MAX_LIMIT);
        Checks.fromBelow("minActivation", minActivation, 0.0, 1.0);
        Checks.inRange("entityDamping", entityDamping, 0.0, MAX_ENTITY_DAMPING);
    }

    /**
     * These parameters with a pruning threshold of at least {@code floor}: the larger of the two. A caller that
     * knows no memory below {@code floor} can matter to it (recall, from its threshold) spreads less.
     */
    public SpreadingParameters withMinActivationAtLeast(double floor) {
        return new SpreadingParameters(
                hops, spreadFactor, maxNeighboursPerNode, maxFrontier, Math.max(minActivation, floor), entityDamping);
    }

    /** These parameters with another number of hops (a recall request's {@code hops}). */
    public SpreadingParameters withHops(int newHops) {
        return new SpreadingParameters(
                newHops, spreadFactor, maxNeighboursPerNode, maxFrontier, minActivation, entityDamping);
    }
}
