package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.core.decay.DecayModel;
import io.mnemograph.core.decay.DecayParameters;
import io.mnemograph.core.decay.DecayPreset;
import java.time.Duration;
import java.time.Instant;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class ForgettingClockTest {

    private static final Instant OCCURRED = Instant.parse("2023-03-04T18:00:00Z");
    private static final Instant ARRIVED = Instant.parse("2026-11-20T10:00:00Z");
    private static final MemoryTimeline IMPORTED = MemoryTimeline.stored(OCCURRED);

    @Test
    void fromArrival_importedHistory_isJudgedFromItsArrival() {
        Instant at = ARRIVED.plus(Duration.ofDays(1));

        MemoryTimeline judged = ForgettingClock.fromArrival(IMPORTED, ARRIVED, at);

        assertThat(judged.createdAt()).isEqualTo(ARRIVED);
        assertThat(judged.lastAccessedAt()).isEqualTo(ARRIVED);
        assertThat(judged.updatedAt()).as("recall's own clock is untouched").isEqualTo(OCCURRED);
    }

    @Test
    void fromArrival_importedHistory_isNotForgottenTheDayAfterImport_butWasBefore() {
        DecayModel mnemex = DecayPreset.MNEMEX_POWER_LAW.create(DecayParameters.defaults());
        Lifecycle rules = new Lifecycle(LifecycleParameters.defaults());
        Instant at = ARRIVED.plus(Duration.ofDays(1));

        assertThat(rules.shouldForget(mnemex.factor(IMPORTED, at)))
                .as("the seeds' clock")
                .isTrue();
        assertThat(rules.shouldForget(mnemex.factor(ForgettingClock.fromArrival(IMPORTED, ARRIVED, at), at)))
                .isFalse();
    }

    @Test
    void fromArrival_sweepAsOfAnInstantBeforeArrival_replaysThePastUnchanged() {
        Instant at = OCCURRED.plus(Duration.ofDays(400));

        assertThat(ForgettingClock.fromArrival(IMPORTED, ARRIVED, at)).isSameAs(IMPORTED);
    }

    @Test
    void fromArrival_unknownArrival_leavesTheTimeline() {
        assertThat(ForgettingClock.fromArrival(IMPORTED, null, ARRIVED)).isSameAs(IMPORTED);
    }

    @Test
    void fromArrival_recalledAfterArrival_keepsTheLaterUse() {
        Instant recalled = ARRIVED.plus(Duration.ofDays(3));
        MemoryTimeline used = new MemoryTimeline(OCCURRED, OCCURRED, recalled, 1, 0.2, 1.0, false);

        MemoryTimeline judged = ForgettingClock.fromArrival(used, ARRIVED, recalled.plus(Duration.ofDays(1)));

        assertThat(judged.lastAccessedAt()).isEqualTo(recalled);
        assertThat(judged.createdAt()).isEqualTo(ARRIVED);
        assertThat(judged.accessCount()).isEqualTo(1);
        assertThat(judged.stability()).isEqualTo(0.2);
    }

    @Property
    void fromArrival_neverMovesAClockBackward_norPastTheSweepInstant(
            @ForAll @LongRange(min = 0, max = 2_000) long createdDay,
            @ForAll @LongRange(min = 0, max = 2_000) long idleDays,
            @ForAll @LongRange(min = 0, max = 4_000) long arrivedDay,
            @ForAll @LongRange(min = 0, max = 4_000) long atDay) {
        Instant created = OCCURRED.plus(Duration.ofDays(createdDay));
        MemoryTimeline timeline =
                new MemoryTimeline(created, created, created.plus(Duration.ofDays(idleDays)), 2, 0.1, 1.0, false);
        Instant arrived = OCCURRED.plus(Duration.ofDays(arrivedDay));
        Instant at = OCCURRED.plus(Duration.ofDays(atDay));

        MemoryTimeline judged = ForgettingClock.fromArrival(timeline, arrived, at);

        assertThat(judged.createdAt()).isAfterOrEqualTo(timeline.createdAt());
        assertThat(judged.lastAccessedAt()).isAfterOrEqualTo(timeline.lastAccessedAt());
        if (!arrived.isAfter(at)) {
            assertThat(judged.lastAccessedAt()).isAfterOrEqualTo(arrived);
        } else {
            assertThat(judged).isEqualTo(timeline);
        }
    }
}
