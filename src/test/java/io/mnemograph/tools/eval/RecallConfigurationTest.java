package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.core.SeedMode;
import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.core.scoring.Ablation.Part;
import io.mnemograph.tools.peer.Peers;
import org.junit.jupiter.api.Test;

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
    void parse_ppr_isThePageRankBaseline_withoutVariants() {
        RecallConfiguration ppr = RecallConfiguration.parse("ppr");

        assertThat(ppr.pageRank()).isTrue();
        assertThat(ppr.exact()).isFalse();
        assertThat(ppr.peer()).isNull();
        assertThat(RecallConfiguration.parse("hybrid").pageRank()).isFalse();
        assertThatThrownBy(() -> RecallConfiguration.parse("ppr:hops=1"))
                .hasMessage("--configs: the baseline \"ppr\" takes no variants");
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

    @Test
    void parse_off_turnsThePartOff_repeatable_andKeepsTheOtherVariants() {
        RecallConfiguration decay = RecallConfiguration.parse("full:off=decay");
        assertThat(decay.ablation()).isEqualTo(Ablation.of(Part.DECAY));
        assertThat(decay.hops()).isEqualTo(2);
        assertThat(decay.name()).isEqualTo("full:off=decay");

        RecallConfiguration two = RecallConfiguration.parse("full:off=length-prior:hops=1:off=co-recall");
        assertThat(two.ablation()).isEqualTo(Ablation.of(Part.LENGTH_PRIOR, Part.CO_RECALL));
        assertThat(two.hops()).isEqualTo(1);
        assertThat(RecallConfiguration.parse("full").ablation()).isEqualTo(Ablation.NONE);
    }

    @Test
    void parse_off_everyPartByItsLabel() {
        for (Part part : Part.values()) {
            assertThat(RecallConfiguration.parse("hybrid:off=" + part.label())
                            .ablation()
                            .off())
                    .containsExactly(part);
        }
    }

    @Test
    void parse_offUnknownPart_failsNamingItAndTheKnown() {
        assertThatThrownBy(() -> RecallConfiguration.parse("full:off=recency"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--configs: \"off=recency\" in \"full:off=recency\": unknown part \"recency\"")
                .hasMessageContaining("decay, importance, length-prior, priming, lexical, context, temporal, semantic,"
                        + " entity, named-entity, co-recall, explicit, session-context, newer-first");
    }

    @Test
    void parse_offOnABaseline_fails() {
        assertThatThrownBy(() -> RecallConfiguration.parse("cosine:off=decay"))
                .hasMessage("--configs: the baseline \"cosine\" takes no variants");
    }

    @Test
    void parse_defaults_sendsNoOptionAndBoosts() {
        RecallConfiguration defaults = RecallConfiguration.parse("defaults");

        assertThat(defaults.client()).isEqualTo(new RecallConfiguration.ClientOptions(null, null, null));
        assertThat(defaults.boosts()).isTrue();
        assertThat(defaults.bare()).isFalse();
        assertThat(RecallConfiguration.parse("full").boosts()).isFalse();
    }

    @Test
    void parse_defaultsVariants_setBoostThresholdAndLimit() {
        RecallConfiguration readOnly = RecallConfiguration.parse("defaults:boost=false:threshold=0:limit=10");

        assertThat(readOnly.client()).isEqualTo(new RecallConfiguration.ClientOptions(false, 0.0, 10));
        assertThat(readOnly.boosts()).isFalse();
        assertThat(readOnly.name()).isEqualTo("defaults:boost=false:threshold=0:limit=10");
    }

    @Test
    void parse_defaultsWithAnotherKeyOrBadValue_failsNamingThePart() {
        assertThatThrownBy(() -> RecallConfiguration.parse("defaults:hops=1"))
                .hasMessage("--configs: \"hops=1\" in \"defaults:hops=1\": \"defaults\" takes only boost=, "
                        + "threshold= and limit=");
        assertThatThrownBy(() -> RecallConfiguration.parse("defaults:boost=maybe"))
                .hasMessageEndingWith("boost is true or false");
        assertThatThrownBy(() -> RecallConfiguration.parse("defaults:threshold=-1"))
                .hasMessageEndingWith("threshold is a number >= 0");
        assertThatThrownBy(() -> RecallConfiguration.parse("defaults:limit=0"))
                .hasMessageEndingWith("limit is a whole number >= 1");
    }
}
