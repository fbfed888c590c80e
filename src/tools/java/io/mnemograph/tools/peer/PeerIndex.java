package io.mnemograph.tools.peer;

import java.util.List;

/** One index of a {@link VectorPeer}: the peer's own nodes and vector index, filled with vectors we computed. */
public interface PeerIndex {

    /** The Neo4j label of the peer's nodes in this index. */
    String label();

    /**
     * Stores {@code vectors} (not re-embedded) under {@code ids}, with {@code texts} as their content, through the
     * peer's own write API; the three lists are parallel.
     */
    void addAll(List<String> ids, List<float[]> vectors, List<String> texts);

    /** The peer's own search API: the ids of the top {@code k} entries for {@code query}, best first. */
    List<PeerMatch> search(float[] query, int k);
}
