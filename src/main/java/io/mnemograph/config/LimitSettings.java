package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * Request size limits.
 *
 * @param maxContentChars longest memory content accepted ({@link #DEFAULT_MAX_CONTENT_CHARS} unless set, range
 *                        1..1,000,000)
 * @param maxRecallLimit  largest {@code limit} a recall may ask for ({@link #DEFAULT_MAX_RECALL_LIMIT} unless set,
 *                        range 1..1,000)
 * @param maxBatchSize    most memories in one batch remember ({@link #DEFAULT_MAX_BATCH_SIZE} unless set, range
 *                        1..10,000)
 */
@ConfigurationProperties(LimitSettings.PREFIX)
public record LimitSettings(
        @Bindable(defaultValue = LimitSettings.DEFAULT_MAX_CONTENT_CHARS)
        int maxContentChars,

        @Bindable(defaultValue = LimitSettings.DEFAULT_MAX_RECALL_LIMIT)
        int maxRecallLimit,

        @Bindable(defaultValue = LimitSettings.DEFAULT_MAX_BATCH_SIZE)
        int maxBatchSize) {

    public static final String PREFIX = "mnemograph.limits";

    /** {@code max-content-chars} when unset. */
    public static final String DEFAULT_MAX_CONTENT_CHARS = "32000";

    /** {@code max-recall-limit} when unset. */
    public static final String DEFAULT_MAX_RECALL_LIMIT = "100";

    /** {@code max-batch-size} when unset. */
    public static final String DEFAULT_MAX_BATCH_SIZE = "1000";

    public LimitSettings {
        ConfigurationError.requireRange(PREFIX + ".max-content-chars", maxContentChars, 1, 1_000_000);
        ConfigurationError.requireRange(PREFIX + ".max-recall-limit", maxRecallLimit, 1, 1_000);
        ConfigurationError.requireRange(PREFIX + ".max-batch-size", maxBatchSize, 1, 10_000);
    }
}
