package io.mnemograph.store;

import io.mnemograph.config.ConfigurationError;
import io.mnemograph.config.StartupSettings;
import java.time.Duration;
import org.neo4j.driver.Driver;
import org.neo4j.driver.exceptions.SecurityException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Waits at start-up for the embedded Neo4j to answer over Bolt, up to {@code mnemograph.startup.database-seconds}:
 * on a loaded machine its first connection can take longer than the pool's acquisition limit
 * ({@code mnemograph.timeouts.connect-seconds}, 5 s), which once stopped start-up with a stack trace. Each attempt
 * is bounded by that limit; between attempts it backs off from {@link #FIRST_PAUSE} to {@link #LONGEST_PAUSE}.
 * Refused credentials are not retried. Past the deadline it fails with a {@link ConfigurationError} naming the
 * setting, which start-up prints as one line.
 */
final class StartupConnectivity {

    private static final Logger LOG = LoggerFactory.getLogger(StartupConnectivity.class);
    static final String SETTING = StartupSettings.PREFIX + ".database-seconds";
    static final Duration FIRST_PAUSE = Duration.ofMillis(250);
    static final Duration LONGEST_PAUSE = Duration.ofSeconds(5);

    private StartupConnectivity() {}

    /** Returns once {@code driver} reaches the database at {@code uri}, or fails naming the setting. */
    static void await(Driver driver, String uri, Duration deadline) {
        long giveUp = System.nanoTime() + deadline.toNanos();
        Duration pause = FIRST_PAUSE;
        int attempts = 0;
        while (true) {
            attempts++;
            try {
                driver.verifyConnectivity();
                if (attempts > 1) {
                    LOG.info("The embedded Neo4j answered after {} attempts", attempts);
                }
                return;
            } catch (SecurityException e) {
                throw e;
            } catch (RuntimeException e) {
                if (System.nanoTime() + pause.toNanos() >= giveUp) {
                    throw new ConfigurationError("the embedded Neo4j at " + uri + " did not answer within " + SETTING
                            + "=" + deadline.toSeconds() + " s (" + attempts + " attempts; last: " + e.getMessage()
                            + "); on a slow or loaded machine raise " + SETTING);
                }
                if (attempts == 1) {
                    LOG.info(
                            "The embedded Neo4j is not answering yet ({}); waiting up to {} s ({})",
                            e.getMessage(),
                            deadline.toSeconds(),
                            SETTING);
                }
            }
            sleep(pause);
            pause = pause.multipliedBy(2).compareTo(LONGEST_PAUSE) > 0 ? LONGEST_PAUSE : pause.multipliedBy(2);
        }
    }

    private static void sleep(Duration pause) {
        try {
            Thread.sleep(pause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the embedded Neo4j", e);
        }
    }
}
