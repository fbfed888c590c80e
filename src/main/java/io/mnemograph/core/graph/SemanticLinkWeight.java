package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;

/**
 * Which similar earlier memories a new memory links to at remember, and how heavily: a semantic {@code ASSOCIATED}
 * edge for each neighbour at or above the floor, weighing {@code min(0.5, 0.2 + (similarity - 0.4) x 0.5)}.
 *
 * <p>Implementation notes: the weight grows linearly from 0.2 at Cognitive Memory's floor 0.4 to 0.5 at identical
 * content (similarity 1), so a semantic link weighs at most half a temporal one (1.0) and spreading prefers the
 * conversation's own order. The weight is measured from Cognitive Memory's floor ({@link #ANCHOR_SIMILARITY}), not
 * from the configured one: a deployment that raises the floor makes fewer links, each weighing what it did before.
 * Stateless.
 *
 * <p>References: [1] Cognitive Memory: semantic links at cosine &gt;= 0.4, weight
 * {@code min(0.5, 0.2 + (sim - 0.4) x 0.5)}.
 *
 * @param floor cosine at or above which a new memory links to a neighbour, in [0, 1] ({@value #DEFAULT_FLOOR})
 */
public record SemanticLinkWeight(double floor) {

    /** Cognitive Memory: a new memory links to the neighbours with cosine at least 0.4. */
    public static final double DEFAULT_FLOOR = 0.4;

    /** Cognitive Memory: the similarity the weight is measured from, its floor 0.4, whatever floor is configured. */
    public static final double ANCHOR_SIMILARITY = 0.4;

    /** Cognitive Memory: the weight of a link at {@link #ANCHOR_SIMILARITY}. */
    public static final double ANCHOR_WEIGHT = 0.2;

    /** Cognitive Memory: weight gained per unit of similarity above the anchor. */
    public static final double SLOPE = 0.5;

    /** Cognitive Memory: the largest weight of a semantic link, reached at similarity 1. */
    public static final double MAX_WEIGHT = 0.5;

    /** Validates the floor. */
    public SemanticLinkWeight {
        Checks.inRange("semanticFloor", floor, 0.0, 1.0);
    }

    /** Returns Cognitive Memory's floor, 0.4. */
    public static SemanticLinkWeight defaults() {
        return new SemanticLinkWeight(DEFAULT_FLOOR);
    }

    /** Whether a new memory links to a neighbour this similar: at or above the floor. */
    public boolean links(double similarity) {
        return similarity >= floor;
    }

    /** The weight of the link to a neighbour this similar: {@code min(0.5, 0.2 + (similarity - 0.4) x 0.5)}. */
    public double weight(double similarity) {
        return Math.min(MAX_WEIGHT, ANCHOR_WEIGHT + (similarity - ANCHOR_SIMILARITY) * SLOPE);
    }
}
