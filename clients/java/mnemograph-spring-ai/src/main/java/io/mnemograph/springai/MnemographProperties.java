package io.mnemograph.springai;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The {@code mnemograph.*} settings: the service's url, the API key, the namespace, the client's timeout and retries,
 * and the advisor's recall. A value out of range stops start-up with a message naming the key.
 */
@ConfigurationProperties(MnemographProperties.PREFIX)
public record MnemographProperties(
        @DefaultValue("http://127.0.0.1:8080") String url,
        String apiKey,
        String namespace,
        @DefaultValue("60s") Duration timeout,
        @DefaultValue("3") int maxRetries,
        @DefaultValue Advisor advisor) {

    /** The prefix of every setting. */
    public static final String PREFIX = "mnemograph";

    /** Checks the ranges. */
    public MnemographProperties {
        if (url == null || !(url.startsWith("http://") || url.startsWith("https://"))) {
            throw new IllegalArgumentException("mnemograph.url must be an http:// or https:// URL (got " + url + ")");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("mnemograph.timeout must be positive (got " + timeout + ")");
        }
        if (maxRetries < 0 || maxRetries > 10) {
            throw new IllegalArgumentException("mnemograph.max-retries must be between 0 and 10 (got " + maxRetries + ")");
        }
    }

    /** The advisor's settings: {@code mnemograph.advisor.*}. */
    public record Advisor(@DefaultValue("true") boolean enabled, @DefaultValue("5") int limit, Double threshold,
            @DefaultValue("true") boolean remember) {

        /** Checks the ranges. */
        public Advisor {
            if (limit < 1 || limit > 100) {
                throw new IllegalArgumentException(
                        "mnemograph.advisor.limit must be between 1 and 100 (got " + limit + ")");
            }
            if (threshold != null && (threshold < 0 || threshold > 10)) {
                throw new IllegalArgumentException(
                        "mnemograph.advisor.threshold must be between 0.0 and 10.0 (got " + threshold + ")");
            }
        }
    }
}
