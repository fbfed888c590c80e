package io.mnemograph.core.graph;

import java.util.Locale;

/** Why two memories are associated: the {@code kind} property of an {@code ASSOCIATED} relationship. */
public enum AssociationKind {
    /** Their embeddings are close. */
    SEMANTIC,
    /** They happened close in time or in the same session. */
    TEMPORAL,
    /** They were recalled together. */
    CO_RECALL,
    /** The API caller linked them ({@code POST /v1/associations}). */
    EXPLICIT;

    /** The value stored in the graph: "semantic", "temporal", "co_recall", "explicit". */
    public String graphName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The edge kind shown in an explanation path: "ASSOCIATED:semantic". */
    public String edgeKind() {
        return "ASSOCIATED:" + graphName();
    }

    /**
     * The kind stored in the graph as {@code graphName}.
     *
     * @throws IllegalArgumentException if no kind has that graph name
     */
    public static AssociationKind fromGraphName(String graphName) {
        for (AssociationKind kind : values()) {
            if (kind.graphName().equals(graphName)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown association kind: " + graphName);
    }
}
