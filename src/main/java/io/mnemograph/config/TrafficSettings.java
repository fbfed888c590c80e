package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.time.Duration;

/**
 * How much traffic one caller, and all callers together, may send: a per-caller token bucket on {@code /v1/**},
 * {@code /mcp} and {@code /prometheus} (429 with {@code Retry-After} when empty), a smaller one per client address for
 * requests whose key is missing or unknown, and a bound on recalls running at once (503 after a short wait, instead
 * of a queue without end).
 *
 * @param ratePerSecond            requests per second a caller may sustain (default 100, range 0..100,000; 0 turns
 *                                 the rate limit off). A caller is its valid API key or, without keys configured, its
 *                                 client address
 * @param burst                    requests a caller may send at once after being idle (default 200, range
 *                                 1..1,000,000)
 * @param maxConcurrentRecalls     recalls running at once across all callers (default 16, range 1..1,024)
 * @param recallWaitMillis         how long a recall waits for a free slot before it answers 503 (default 250, range
 *                                 0..10,000)
 * @param failedAuthRatePerSecond  with keys configured, requests per second one client address may send without a
 *                                 valid key (default 1, range 0..100,000; 0 turns this limit off)
 * @param failedAuthBurst          such requests one address may send at once (default 50, range 1..1,000,000)
 * @param batchEmbeddingLanes      chunks of batches embedded at once across all callers (default 1, range 1..64);
 *                                 single texts (a recall's query, one remember) do not wait for them, so a few large
 *                                 batches cannot take the embedding model from everyone else
 * @param maxBatchesPerNamespace   batches of one namespace embedding or waiting to at once (default 2, range
 *                                 1..1,024); one more answers 503 {@code overloaded} with {@code Retry-After} at once
 */
@ConfigurationProperties(TrafficSettings.PREFIX)
public record TrafficSettings(
        @Bindable(defaultValue = "100") double ratePerSecond,
        @Bindable(defaultValue = "200") int burst,
        @Bindable(defaultValue = "16") int maxConcurrentRecalls,
        @Bindable(defaultValue = "250") int recallWaitMillis,
        @Bindable(defaultValue = "1") double failedAuthRatePerSecond,
        @Bindable(defaultValue = "50") int failedAuthBurst,
        @Bindable(defaultValue = "1") int batchEmbeddingLanes,
        @Bindable(defaultValue = "2") int maxBatchesPerNamespace) {

    public static final String PREFIX = "mnemograph.traffic";

    public TrafficSettings {
        ConfigurationError.requireRange(PREFIX + ".rate-per-second", ratePerSecond, 0, 100_000);
        ConfigurationError.requireRange(PREFIX + ".burst", burst, 1, 1_000_000);
        ConfigurationError.requireRange(PREFIX + ".max-concurrent-recalls", maxConcurrentRecalls, 1, 1_024);
        ConfigurationError.requireRange(PREFIX + ".recall-wait-millis", recallWaitMillis, 0, 10_000);
        ConfigurationError.requireRange(PREFIX + ".failed-auth-rate-per-second", failedAuthRatePerSecond, 0, 100_000);
        ConfigurationError.requireRange(PREFIX + ".failed-auth-burst", failedAuthBurst, 1, 1_000_000);
        ConfigurationError.requireRange(PREFIX + ".batch-embedding-lanes", batchEmbeddingLanes, 1, 64);
        ConfigurationError.requireRange(PREFIX + ".max-batches-per-namespace", maxBatchesPerNamespace, 1, 1_024);
    }

    /** False when {@code rate-per-second} is 0. */
    public boolean rateLimited() {
        return ratePerSecond > 0;
    }

    /** False when {@code failed-auth-rate-per-second} is 0. */
    public boolean failedAuthLimited() {
        return failedAuthRatePerSecond > 0;
    }

    public Duration recallWait() {
        return Duration.ofMillis(recallWaitMillis);
    }
}
