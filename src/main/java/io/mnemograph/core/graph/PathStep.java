package io.mnemograph.core.graph;

import io.mnemograph.core.Nullable;
import java.util.Objects;

/**
 * One hop of an activation's explanation: from a memory, over an edge, to a memory, and the activation after
 * the hop ({@code contribution}).
 *
 * @param fromId       the memory the activation came from
 * @param edgeKind     {@code "ASSOCIATED:semantic"} (or another {@link AssociationKind#edgeKind()}) or
 *                     {@link #MENTIONS} for memory -> entity -> memory
 * @param edgeWeight   the association's weight, or the entity link's damped weight
 * @param viaEntity    the key of the shared entity for a {@link #MENTIONS} hop, else null
 * @param toId         the memory reached
 * @param contribution the activation of {@code toId} after this hop: parent x spread factor x edge weight
 */
public record PathStep(
        String fromId,
        String edgeKind,
        double edgeWeight,
        @Nullable String viaEntity,
        String toId,
        double contribution) {

    /** The edge kind of a hop through a shared entity. */
    public static final String MENTIONS = "MENTIONS";

    /** Validates that the ends and the edge kind are present. */
    public PathStep {
        Objects.requireNonNull(fromId, "fromId");
        Objects.requireNonNull(edgeKind, "edgeKind");
        Objects.requireNonNull(toId, "toId");
    }
}
