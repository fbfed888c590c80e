package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.time.Duration;

/**
 * What the service does before it logs its ready line (docs/operations.md).
 *
 * @param warmUp          remember and recall as clients do in a scratch namespace, deleted again, so that the
 *                        embedding model is loaded and the statements of remember and recall are planned before the
 *                        first request (default true)
 * @param databaseSeconds how long start-up waits for the embedded Neo4j to answer over Bolt (default 600, range
 *                        1..86,400): a loaded machine can take minutes; past it, start-up stops with one line naming
 *                        this setting. A configured server ({@code mnemograph.neo4j.uri}) is tried once, as before.
 * @param toolCallWaitSeconds how long a tool call to the stdio command ({@code mnemograph mcp}) made before the service
 *                        is up waits for it (default 50, range 1..3,600), then answers the retryable -32000; the
 *                        default is under the 60 s request timeout of the MCP SDKs' clients
 */
@ConfigurationProperties(StartupSettings.PREFIX)
public record StartupSettings(
        @Bindable(defaultValue = "true") boolean warmUp,
        @Bindable(defaultValue = "600") int databaseSeconds,
        @Bindable(defaultValue = "50") int toolCallWaitSeconds) {

    public static final String PREFIX = "mnemograph.startup";
    public static final String TOOL_CALL_WAIT = PREFIX + ".tool-call-wait-seconds";
    public static final int DEFAULT_TOOL_CALL_WAIT_SECONDS = 50;

    public StartupSettings {
        ConfigurationError.requireRange(PREFIX + ".database-seconds", databaseSeconds, 1, 86_400);
        requireToolCallWait(toolCallWaitSeconds);
    }

    /** Fails unless {@code seconds} is a valid {@code tool-call-wait-seconds}; returns it. */
    public static int requireToolCallWait(int seconds) {
        return ConfigurationError.requireRange(TOOL_CALL_WAIT, seconds, 1, 3_600);
    }

    /** How long start-up waits for the embedded database. */
    public Duration database() {
        return Duration.ofSeconds(databaseSeconds);
    }
}
