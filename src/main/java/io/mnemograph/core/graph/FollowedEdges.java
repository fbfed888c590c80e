package io.mnemograph.core.graph;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The edges one recall follows, in spreading and in contextual relevance: every association kind but the
 * {@code excluded} ones, and links through shared entities when {@code entityLinks}.
 *
 * @param excluded    the association kinds not followed
 * @param entityLinks whether two memories that mention the same entity are linked through it
 */
public record FollowedEdges(Set<AssociationKind> excluded, boolean entityLinks) {

    /** Every edge: the recall as the service runs it. */
    public static final FollowedEdges ALL = new FollowedEdges(Set.of(), true);

    /** Copies the set. */
    public FollowedEdges {
        excluded = Set.copyOf(excluded);
    }

    /** Whether the recall follows associations of {@code kind}. */
    public boolean follows(AssociationKind kind) {
        return !excluded.contains(kind);
    }

    /** The graph names ({@link AssociationKind#graphName()}) of the excluded kinds, in the kinds' order. */
    public List<String> excludedGraphNames() {
        return Arrays.stream(AssociationKind.values())
                .filter(excluded::contains)
                .map(AssociationKind::graphName)
                .toList();
    }
}
