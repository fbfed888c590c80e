package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * Changes: another value of the same kind, another name or a change said for the same attribute, or the named thing
 * said replaced; not statements that share only a person, a value of another kind, or another person's value.
 */
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
    void updates_onlyThePersonInCommon_isNoUpdate() {
        assertThat(rule.updates(
                        "Ravi now prefers aisle seats.",
                        "Ravi is flying to Tokyo on 3 March, returning on the 10th.",
                        0.51))
                .isFalse();
    }

    @Test
    void updates_aValueOfAnotherKind_isNoUpdate() {
        assertThat(rule.updates(
                        "Maya: Inês wants to take me to a fado house in Alfama on the Saturday night.",
                        "Maya: Ten days. Inês lives in Alfama, so I'll stay at her flat.",
                        0.7))
                .isFalse();
    }

    @Test
    void updates_anotherNameForTheSameAttribute_isAnUpdate() {
        assertThat(rule.updates(
                        "Eva: I switched practice, my doctor is Dr Morgan now.", "Eva: My doctor is Dr Patel.", 0.7))
                .isTrue();
    }

    @Test
    void updates_theNamedThingReplaced_isAnUpdate() {
        assertThat(rule.updates(
                        "Ana: I sold the Civic and bought a second-hand Toyota Yaris.",
                        "Ana: I drive a red Honda Civic.",
                        0.6))
                .isTrue();
    }

    @Test
    void updates_anotherPersonsValue_isNoUpdate() {
        assertThat(rule.updates(
                        "Ravi: My colleague Mei is flying to Osaka on 5 March.",
                        "Ravi: I'm flying to Tokyo on 3 March.",
                        0.8))
                .isFalse();
    }

    @Test
    void updates_theSameNumberInWords_isNoUpdate() {
        assertThat(rule.updates("Aiko: Ken's in year three and loves it.", "Aiko: My son Ken is in year 3.", 0.89))
                .isFalse();
    }

    @Test
    void constructor_similarityOutOfRange_isRefused() {
        assertThatThrownBy(() -> new UpdateRule(1.5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("similarity");
    }
}
