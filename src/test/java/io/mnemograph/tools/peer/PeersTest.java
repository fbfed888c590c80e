package io.mnemograph.tools.peer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Driver;
import org.neo4j.driver.SessionConfig;

class PeersTest {

    @Test
    void require_peerNotOnTheClasspath_failsWithTheCommandThatRunsIt() {
        assertThatThrownBy(() -> Peers.require(Peers.LANGCHAIN4J, List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("peer \"langchain4j\" is not on the classpath")
                .hasMessageContaining("exec:exec@peer");
    }

    @Test
    void require_unknownName_namesThePeersFound() {
        assertThatThrownBy(() -> Peers.require("other", List.of(new Named("langchain4j"))))
                .hasMessageContaining("peer \"other\" is not on the classpath (found: langchain4j)");
    }

    @Test
    void require_knownName_returnsIt() {
        Named peer = new Named("langchain4j");

        assertThat(Peers.require("langchain4j", List.of(new Named("x"), peer))).isSameAs(peer);
    }

    @Test
    void indexName_namespace_isAnIdentifier() {
        assertThat(Peers.indexName("locomo-conv-26")).isEqualTo("peer_locomo_conv_26");
        assertThat(Peers.indexName("bench")).isEqualTo("peer_bench");
    }

    private record Named(String name) implements VectorPeer {

        @Override
        public String description() {
            return name;
        }

        @Override
        public PeerIndex open(Driver driver, SessionConfig session, String index, int dimension) {
            throw new UnsupportedOperationException();
        }
    }
}
