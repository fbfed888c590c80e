package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * What the service does before it logs its ready line (docs/operations.md).
 *
 * @param warmUp remember and recall as clients do in a scratch namespace, deleted again, so that the embedding
 *               model is loaded and the statements of remember and recall are planned before the first request
 *               (default true)
 */
@ConfigurationProperties(StartupSettings.PREFIX)
public record StartupSettings(
        @Bindable(defaultValue = "true") boolean warmUp) {

    public static final String PREFIX = "mnemograph.startup";
}
