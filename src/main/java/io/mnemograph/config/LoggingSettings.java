package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.util.List;

/**
 * How the service logs (docs/operations.md): every line to standard output, as text or as JSON Lines, and whether an
 * access log line is written per HTTP request. The format also applies from the very first line when given as the
 * system property {@code mnemograph.logging.format} or the environment variable {@code MNEMOGRAPH_LOGGING_FORMAT}
 * (Logback reads those before the service's configuration exists); set elsewhere, it applies once start-up reads it.
 *
 * @param format {@code text} (default: {@code 2026-11-25T10:00:00.000Z INFO  logger - message}) or {@code json}
 *               (one JSON object per line, Logback's {@code JsonEncoder}: timestamp, level, loggerName,
 *               formattedMessage, kvpList, mdc, throwable)
 * @param access one line per HTTP request on logger {@code mnemograph.access} (method, path, route, status,
 *               duration, key id, remote address); default false
 */
@ConfigurationProperties(LoggingSettings.PREFIX)
public record LoggingSettings(
        @Bindable(defaultValue = "text") String format,
        @Bindable(defaultValue = "false") boolean access) {

    public static final String PREFIX = "mnemograph.logging";

    /** The format value that selects JSON Lines. */
    public static final String JSON = "json";

    /** The formats {@code format} accepts. */
    public static final List<String> FORMATS = List.of("text", JSON);

    public LoggingSettings {
        if (!FORMATS.contains(format)) {
            throw new ConfigurationError(PREFIX + ".format", format, "expected one of " + FORMATS);
        }
    }
}
