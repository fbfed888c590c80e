package io.mnemograph.tools.peer.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.tools.peer.PeerIndex;
import io.mnemograph.tools.peer.PeerMatch;
import io.mnemograph.tools.peer.Peers;
import io.mnemograph.tools.peer.VectorPeer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.SessionConfig;

/**
 * LangChain4j's {@code Neo4jEmbeddingStore} as our peer: found through the {@code ServiceLoader} registration, it runs
 * against the embedded Neo4j 2026 with driver 6.2.1 and langchain4j-core 1.20.0 (it was built on 6.0.2 and 1.9.0).
 */
class LangChain4jPeerTest {

    private static final int DIMENSION = 4;

    @Test
    void require_onTheTestClasspath_findsTheServiceLoaderRegistration() {
        VectorPeer peer = Peers.require(Peers.LANGCHAIN4J);

        assertThat(peer).isInstanceOf(LangChain4jPeer.class);
        assertThat(peer.description()).contains("Neo4jEmbeddingStore", "1.9.0-beta16", "langchain4j-core 1.20.0");
    }

    @Test
    void search_ourVectors_returnsNearestFirstWithRelevanceScores() {
        PeerIndex index = Peers.require(Peers.LANGCHAIN4J)
                .open(SharedNeo4j.driver(), SessionConfig.defaultConfig(), "peer_test_search", DIMENSION);
        index.addAll(
                List.of("north", "east", "north-east", "south"),
                List.of(unit(1, 0, 0, 0), unit(0, 1, 0, 0), unit(1, 1, 0, 0), unit(-1, 0, 0, 0)),
                List.of("north text", "east text", "north-east text", "south text"));

        List<PeerMatch> top = index.search(unit(1, 0.1f, 0, 0), 3);

        assertThat(top).extracting(PeerMatch::id).containsExactly("north", "north-east", "east");
        // relevance is (cosine + 1) / 2
        assertThat(top.getFirst().score())
                .isCloseTo((cosine(unit(1, 0.1f, 0, 0), unit(1, 0, 0, 0)) + 1) / 2, offset(1e-3));
        assertThat(index.search(unit(1, 0, 0, 0), 10)).hasSize(4);
        try (var session = SharedNeo4j.driver().session()) {
            Map<String, Object> node = session.run(
                            "MATCH (p:peer_test_search {id: 'north'}) RETURN p.text AS text, labels(p) AS labels")
                    .single()
                    .asMap();
            assertThat(node).containsEntry("text", "north text").containsEntry("labels", List.of("peer_test_search"));
        }
    }

    private static float[] unit(float... v) {
        double norm = Math.sqrt(cosineDot(v, v));
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) (v[i] / norm);
        }
        return out;
    }

    private static double cosine(float[] a, float[] b) {
        return cosineDot(a, b);
    }

    private static double cosineDot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
