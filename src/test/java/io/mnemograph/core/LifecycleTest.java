package io.mnemograph.core;

import static io.mnemograph.core.Timelines.T0;
import static io.mnemograph.core.Timelines.day;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class LifecycleTest {

    private static final Lifecycle LIFECYCLE = new Lifecycle(LifecycleParameters.defaults());

    private static MemoryTimeline usedTimes(long uses) {
        return new MemoryTimeline(T0, T0, day(1), uses - 1, 0.0, 1.0, false);
    }

    @Test
    void shouldPromote_scoreAtThreshold_promotesByScore() {
        assertThat(LIFECYCLE.promotionRule(0.65, usedTimes(1), 0, day(2))).contains(PromotionRule.SCORE);
    }

    @Test
    void shouldPromote_scoreJustBelowAndFewUses_doesNotPromote() {
        assertThat(LIFECYCLE.shouldPromote(0.649, usedTimes(4), 2, day(2))).isFalse();
    }

    @Test
    void shouldPromote_fiveUsesWithinFourteenDays_promotesByFrequentUse() {
        // storing plus four recalls: five uses
        assertThat(LIFECYCLE.promotionRule(0.3, usedTimes(5), 0, day(14))).contains(PromotionRule.FREQUENT_USE);
    }

    @Test
    void shouldPromote_fiveUsesAfterTheWindow_doesNotPromoteByUse() {
        assertThat(LIFECYCLE.shouldPromote(0.3, usedTimes(5), 0, day(15))).isFalse();
    }

    @Test
    void shouldPromote_threeSessions_promotesBySessions() {
        assertThat(LIFECYCLE.promotionRule(0.1, usedTimes(3), 3, day(40))).contains(PromotionRule.SESSIONS);
    }

    @Test
    void shouldPromote_alreadyCore_isFalse() {
        MemoryTimeline core = new MemoryTimeline(T0, T0, T0, 10, 1.0, 2.0, true);

        assertThat(LIFECYCLE.shouldPromote(3.0, core, 5, day(1))).isFalse();
    }

    @Test
    void shouldForget_belowPointZeroFive_isTrue() {
        assertThat(LIFECYCLE.shouldForget(0.0499)).isTrue();
    }

    @Test
    void shouldForget_atPointZeroFive_isFalse() {
        assertThat(LIFECYCLE.shouldForget(0.05)).isFalse();
    }

    @Test
    void shouldForget_customThreshold_isUsed() {
        Lifecycle strict = new Lifecycle(new LifecycleParameters(0.65, 5, 14, 3, 0.1));

        assertThat(strict.shouldForget(0.08)).isTrue();
    }

    @Test
    void constructor_forgetAbovePromote_throwsNamingForgetScore() {
        assertThatThrownBy(() -> new LifecycleParameters(0.5, 5, 14, 3, 0.6))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("lifecycle.forgetScore");
    }

    @Test
    void shouldForget_negativeScore_throws() {
        assertThatThrownBy(() -> LIFECYCLE.shouldForget(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
