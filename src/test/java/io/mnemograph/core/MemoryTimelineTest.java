package io.mnemograph.core;

import static io.mnemograph.core.Timelines.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MemoryTimelineTest {

    @Test
    void stored_newMemory_isNeverRecalledWithDefaultStrength() {
        MemoryTimeline memory = MemoryTimeline.stored(T0);

        assertThat(memory.createdAt()).isEqualTo(T0);
        assertThat(memory.updatedAt()).isEqualTo(T0);
        assertThat(memory.lastAccessedAt()).isEqualTo(T0);
        assertThat(memory.accessCount()).isZero();
        assertThat(memory.stability()).isZero();
        assertThat(memory.strength()).isEqualTo(1.0);
        assertThat(memory.core()).isFalse();
    }

    @Test
    void promoted_recalledMemory_keepsItsStateAndBecomesCore() {
        MemoryTimeline memory = new MemoryTimeline(T0, T0.plusSeconds(60), T0.plusSeconds(120), 4, 0.3, 1.5, false);

        assertThat(memory.promoted())
                .isEqualTo(new MemoryTimeline(T0, T0.plusSeconds(60), T0.plusSeconds(120), 4, 0.3, 1.5, true));
    }

    @ParameterizedTest
    @ValueSource(doubles = {-0.01, 1.01, Double.NaN, Double.POSITIVE_INFINITY})
    void constructor_stabilityOutOfRange_throwsNamingStability(double stability) {
        assertThatThrownBy(() -> new MemoryTimeline(T0, T0, T0, 0, stability, 1.0, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("stability");
    }

    @ParameterizedTest
    @ValueSource(doubles = {-0.5, 2.01, Double.NaN})
    void constructor_strengthOutOfRange_throwsNamingStrength(double strength) {
        assertThatThrownBy(() -> new MemoryTimeline(T0, T0, T0, 0, 0.0, strength, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("strength");
    }

    @Test
    void constructor_negativeAccessCount_throwsNamingAccessCount() {
        assertThatThrownBy(() -> new MemoryTimeline(T0, T0, T0, -1, 0.0, 1.0, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("accessCount");
    }

    @Test
    void constructor_missingTimestamp_throwsNamingIt() {
        assertThatThrownBy(() -> new MemoryTimeline(T0, null, T0, 0, 0.0, 1.0, false))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("updatedAt");
    }

    @Test
    void constructor_boundaryValues_areAccepted() {
        MemoryTimeline memory = new MemoryTimeline(T0, T0, T0, Long.MAX_VALUE, 1.0, 2.0, true);

        assertThat(memory.stability()).isEqualTo(1.0);
        assertThat(memory.strength()).isEqualTo(2.0);
    }
}
