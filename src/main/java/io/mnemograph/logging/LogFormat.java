package io.mnemograph.logging;

import ch.qos.logback.classic.LoggerContext;
import io.micronaut.context.annotation.Context;
import io.mnemograph.config.LoggingSettings;
import jakarta.annotation.PreDestroy;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.LoggerFactory;

/**
 * Applies {@code mnemograph.logging.format} to the running Logback configuration at start-up, wherever the setting
 * came from (Logback itself only sees system properties and environment variables), and puts the previous format
 * back when the application context closes.
 */
@Context
public final class LogFormat {

    private final Map<FormatEncoder, String> previous = new LinkedHashMap<>();

    public LogFormat(LoggingSettings settings) {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            for (FormatEncoder encoder : FormatEncoder.of(context)) {
                previous.put(encoder, encoder.format());
                encoder.use(settings.format());
            }
        }
    }

    @PreDestroy
    void restore() {
        previous.forEach(FormatEncoder::use);
    }
}
