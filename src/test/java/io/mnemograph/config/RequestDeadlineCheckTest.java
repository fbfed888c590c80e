package io.mnemograph.config;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RequestDeadlineCheckTest {

    private static TimeoutSettings requestSeconds(int seconds) {
        return new TimeoutSettings(30, 900, 5, 5, 10, seconds);
    }

    private static final Duration FIVE_MINUTES = Duration.ofMinutes(5);

    @Test
    void defaults_start() {
        assertThatCode(() -> new RequestDeadlineCheck(requestSeconds(120), FIVE_MINUTES, FIVE_MINUTES, FIVE_MINUTES))
                .doesNotThrowAnyException();
    }

    @Test
    void requestSeconds_notBelowAnIdleTimeout_stopsStartUp_namingBothSettings() {
        assertThatThrownBy(
                        () -> new RequestDeadlineCheck(requestSeconds(300), FIVE_MINUTES, FIVE_MINUTES, FIVE_MINUTES))
                .isInstanceOf(ConfigurationError.class)
                .hasMessageContaining("mnemograph.timeouts.request-seconds=300")
                .hasMessageContaining("micronaut.server.idle-timeout (300 s)");
        assertThatThrownBy(() -> new RequestDeadlineCheck(
                        requestSeconds(120), FIVE_MINUTES, Duration.ofSeconds(60), FIVE_MINUTES))
                .isInstanceOf(ConfigurationError.class)
                .hasMessageContaining("micronaut.server.read-idle-timeout (60 s)");
    }

    @Test
    void anIdleTimeoutTurnedOff_isNoBound() {
        assertThatCode(() -> new RequestDeadlineCheck(
                        requestSeconds(3_600), Duration.ofSeconds(-1), Duration.ofSeconds(-1), Duration.ofSeconds(-1)))
                .doesNotThrowAnyException();
    }

    @Test
    void requestSeconds_outOfRange_isRefused() {
        assertThatThrownBy(() -> requestSeconds(0))
                .isInstanceOf(ConfigurationError.class)
                .hasMessageContaining("mnemograph.timeouts.request-seconds");
    }
}
