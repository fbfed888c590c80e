package io.mnemograph.config;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import java.time.Duration;

/**
 * Stops start-up when {@code mnemograph.timeouts.request-seconds} is not below each of the HTTP server's idle
 * timeouts ({@code micronaut.server.idle-timeout}, {@code read-idle-timeout}, {@code write-idle-timeout}, 5 minutes
 * each by default), naming both settings: a request that outlives an idle timeout has its connection closed by the
 * server while it still runs, so its client cannot tell whether it was stored (issue 46, finding 4).
 */
@Context
public final class RequestDeadlineCheck {

    public RequestDeadlineCheck(
            TimeoutSettings timeouts,
            @Value("${micronaut.server.idle-timeout:5m}") Duration idle,
            @Value("${micronaut.server.read-idle-timeout:5m}") Duration readIdle,
            @Value("${micronaut.server.write-idle-timeout:5m}") Duration writeIdle) {
        require(timeouts, "micronaut.server.idle-timeout", idle);
        require(timeouts, "micronaut.server.read-idle-timeout", readIdle);
        require(timeouts, "micronaut.server.write-idle-timeout", writeIdle);
    }

    /** Fails unless the request timeout is shorter than the idle timeout {@code key} (a negative one is off). */
    static void require(TimeoutSettings timeouts, String key, Duration idle) {
        if (!idle.isNegative() && timeouts.request().compareTo(idle) >= 0) {
            throw new ConfigurationError(
                    TimeoutSettings.PREFIX + ".request-seconds",
                    timeouts.requestSeconds(),
                    "must be below " + key + " (" + idle.toSeconds() + " s): the server closes a connection idle"
                            + " that long, and a request that outlives it loses its answer");
        }
    }
}
