package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * The re-embedding job that fills a further embedding channel's vectors for the memories stored before the channel
 * was added ({@code bin/mnemograph reembed} and the running service's online job; docs/operations.md, "Embedding
 * channels").
 *
 * @param batch     memories read, embedded and written per transaction, [1, 1,024] (default 64, the size of a client
 *                  batch's embedding chunk)
 * @param perSecond the online job's most memories re-embedded per second, [0, 10,000] (default 32); 0 turns the
 *                  online job off (the CLI command ignores it and runs at full speed)
 */
@Context
@ConfigurationProperties(ReembedSettings.PREFIX)
public record ReembedSettings(
        @Bindable(defaultValue = "64") int batch,
        @Bindable(defaultValue = "32") int perSecond) {

    public static final String PREFIX = "mnemograph.embedding.reembed";

    public ReembedSettings {
        ConfigurationError.requireRange(PREFIX + ".batch", batch, 1, 1_024);
        ConfigurationError.requireRange(PREFIX + ".per-second", perSecond, 0, 10_000);
    }

    /** Whether the running service fills missing channel vectors in the background. */
    public boolean online() {
        return perSecond > 0;
    }
}
