package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;
import java.util.Objects;

/**
 * One {@code (:Memory)-[:ASSOCIATED {weight, kind}]->(:Memory)} edge of a fetched neighbourhood; spreading
 * treats it as undirected.
 */
public record Association(String sourceId, String targetId, double weight, AssociationKind kind) {

    /** Validates ids, a weight in [0, 1] and a kind. */
    public Association {
        Checks.notBlank("sourceId", sourceId);
        Checks.notBlank("targetId", targetId);
        Checks.inRange("weight", weight, 0.0, 1.0);
        Objects.requireNonNull(kind, "kind");
    }
}
