package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ConversationSelectionTest {

    @Test
    void parse_dev_isTheFiveDevConversations() {
        assertThat(ConversationSelection.parse("dev"))
                .isEqualTo(new ConversationSelection(
                        "dev", List.of("conv-26", "conv-30", "conv-41", "conv-42", "conv-43")));
    }

    @Test
    void parse_holdout_isTheOtherFive() {
        assertThat(ConversationSelection.parse("holdout").sampleIds())
                .containsExactly("conv-44", "conv-47", "conv-48", "conv-49", "conv-50")
                .doesNotContainAnyElementsOf(ConversationSelection.DEV_IDS);
    }

    @Test
    void parse_all_selectsEverything() {
        assertThat(ConversationSelection.parse("all").isAll()).isTrue();
    }

    @Test
    void parse_commaList_keepsOrderAndTrims() {
        assertThat(ConversationSelection.parse("conv-30, conv-26"))
                .isEqualTo(new ConversationSelection("conv-30,conv-26", List.of("conv-30", "conv-26")));
    }

    @Test
    void parse_emptyList_throws() {
        assertThatThrownBy(() -> ConversationSelection.parse(" , ")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void parse_repeatedId_throwsNamingList() {
        assertThatThrownBy(() -> ConversationSelection.parse("conv-26,conv-26"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("conv-26");
    }
}
