package io.mnemograph.tools.eval;

import io.mnemograph.core.SeedMode;
import io.mnemograph.tools.peer.Peers;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RecallConfigurationTest {

    @Test
    void parse_langchain4j_isThePeerConfiguration() {
        RecallConfiguration config = RecallConfiguration.parse("langchain4j");

        assertThat(config.peer()).isEqualTo(Peers.LANGCHAIN4J);
        assertThat(config.name()).isEqualTo("langchain4j");
        assertThat(config.bare()).isTrue();
    }

    @Test
    void parse_ourConfigurations_areNoPeer() {
        assertThat(RecallConfiguration.parse("vector").peer()).isNull();
        assertThat(RecallConfiguration.parse("full:hops=1").peer()).isNull();
        assertThat(RecallConfiguration.parse("full:seeds=vector").seeds()).isEqualTo(SeedMode.VECTOR);
    }

    @Test
    void parse_peerWithVariant_failsNamingThePeer() {
        assertThatThrownBy(() -> RecallConfiguration.parse("langchain4j:hops=2"))
                .hasMessage("--configs: the peer \"langchain4j\" takes no variants");
    }

    @Test
    void parse_unknown_listsThePeerAmongTheKnown() {
        assertThatThrownBy(() -> RecallConfiguration.parse("llamaindex")).hasMessageEndingWith("full, langchain4j");
    }
}
