package io.mnemograph.core;

import static io.mnemograph.core.Timelines.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DaysTest {

    @Test
    void of_twelveHours_isHalfADay() {
        assertThat(Days.of(Duration.ofHours(12))).isEqualTo(0.5);
    }

    @Test
    void of_nanoseconds_areKept() {
        assertThat(Days.of(Duration.ofSeconds(86_399, 500_000_000))).isCloseTo(86_399.5 / 86_400, within(1e-12));
    }

    @Test
    void of_negativeDuration_isZero() {
        assertThat(Days.of(Duration.ofDays(-3))).isZero();
    }

    @Test
    void between_toBeforeFrom_isZero() {
        assertThat(Days.between(T0.plus(Duration.ofDays(1)), T0)).isZero();
    }

    @Test
    void between_oneWeek_isSevenDays() {
        assertThat(Days.between(T0, T0.plus(Duration.ofDays(7)))).isEqualTo(7.0);
    }
}
