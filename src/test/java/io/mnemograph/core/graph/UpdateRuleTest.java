package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Changes the cosine rule misses: a value of the same kind changed, or a change said, about the same thing. */
class UpdateRuleTest {

    private final UpdateRule rule = new UpdateRule(0.5);

    @Test
    void updates_numberChangedInTheSameFrame_isAnUpdate() {
        assertThat(rule.updates(
                        "The gym raised the membership to 42 pounds a month.",
                        "My gym membership costs 35 pounds a month.",
                        0.6))
                .isTrue();
    }

    @Test
    void updates_nameChangedInTheSameFrame_isAnUpdate() {
        assertThat(rule.updates(
                        "Priya left the company, so Daniel Okoro is my manager now.",
                        "My manager at work is Priya Shah.",
                        0.6))
                .isTrue();
    }

    @Test
    void updates_changeSaidAboutTheSameThing_isAnUpdate() {
        assertThat(rule.updates("These days I drink my coffee black.", "I take my coffee with oat milk.", 0.6))
                .isTrue();
    }

    @Test
    void updates_sameValues_isNoUpdate() {
        assertThat(rule.updates(
                        "My gym membership is 35 pounds a month, which is fine.",
                        "My gym membership costs 35 pounds a month.",
                        0.9))
                .isFalse();
    }

    @Test
    void updates_otherSpeaker_isNoUpdate() {
        assertThat(rule.updates(
                        "Ben: My gym membership costs 42 pounds a month.",
                        "Ana: My gym membership costs 35 pounds a month.",
                        0.9))
                .isFalse();
    }

    @Test
    void updates_nothingInCommon_isNoUpdate() {
        assertThat(rule.updates("We moved the sofa on Tuesday.", "The cat was sick on Monday.", 0.6))
                .isFalse();
    }

    @Test
    void updates_underTheSimilarity_isNoUpdate() {
        assertThat(rule.updates(
                        "The gym raised the membership to 42 pounds a month.",
                        "My gym membership costs 35 pounds a month.",
                        0.49))
                .isFalse();
    }

    @Test
    void updates_similarityOne_turnsTheRuleOff() {
        assertThat(new UpdateRule(1.0)
                        .updates(
                                "The gym raised the membership to 42 pounds a month.",
                                "My gym membership costs 35 pounds a month.",
                                0.99))
                .isFalse();
    }

    @Test
    void constructor_similarityOutOfRange_isRefused() {
        assertThatThrownBy(() -> new UpdateRule(1.5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("similarity");
    }
}
