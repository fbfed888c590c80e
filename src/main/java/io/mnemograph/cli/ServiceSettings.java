package io.mnemograph.cli;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.mnemograph.config.ConfigurationError;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.config.SecuritySettings;
import io.mnemograph.config.StartupSettings;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The service's settings as the service itself would resolve them (its property sources: {@code -Dkey=value},
 * environment variables such as {@code MNEMOGRAPH_EMBEDDED_DATA_DIR}, application.yml) and with its defaults, read
 * without creating any of its beans: a command that only needs a path opens no database and checks no port.
 */
final class ServiceSettings {

    private ServiceSettings() {}

    /**
     * The request limits of {@code environment} (a started one), as the service would bind them: what the tools'
     * argument schemas state, read before the database starts. The service's application.yml sets each of them.
     */
    static LimitSettings limits(Environment environment) {
        return new LimitSettings(
                limit(environment, ".max-content-chars", LimitSettings.DEFAULT_MAX_CONTENT_CHARS),
                limit(environment, ".max-recall-limit", LimitSettings.DEFAULT_MAX_RECALL_LIMIT),
                limit(environment, ".max-batch-size", LimitSettings.DEFAULT_MAX_BATCH_SIZE));
    }

    /** How long a tool call to the stdio command waits for the service ({@link StartupSettings#TOOL_CALL_WAIT}). */
    static Duration toolCallWait(Environment environment) {
        String value = environment
                .getProperty(StartupSettings.TOOL_CALL_WAIT, String.class)
                .orElse(String.valueOf(StartupSettings.DEFAULT_TOOL_CALL_WAIT_SECONDS));
        try {
            return Duration.ofSeconds(StartupSettings.requireToolCallWait(Integer.parseInt(value.strip())));
        } catch (NumberFormatException e) {
            throw new ConfigurationError(StartupSettings.TOOL_CALL_WAIT, value, "expected an integer");
        }
    }

    private static int limit(Environment environment, String name, String unset) {
        String key = LimitSettings.PREFIX + name;
        String value = environment.getProperty(key, String.class).orElse(unset);
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new ConfigurationError(key, value, "expected an integer");
        }
    }

    /** The embedded database's data directory the service would use ({@link EmbeddedSettings#dataPath(String)}). */
    static Path dataDir() {
        Environment environment = ApplicationContext.builder().build().getEnvironment();
        environment.start();
        try {
            return EmbeddedSettings.dataPath(dataDir(environment));
        } finally {
            environment.stop();
        }
    }

    private static String dataDir(Environment environment) {
        String dataDir = environment
                .getProperty(EmbeddedSettings.PREFIX + ".data-dir", String.class)
                .orElse(EmbeddedSettings.DEFAULT_DATA_DIR);
        if (dataDir.isBlank()) {
            throw new ConfigurationError(EmbeddedSettings.PREFIX + ".data-dir", dataDir, "expected a directory path");
        }
        return dataDir;
    }

    /** The API keys file the service would use ({@link SecuritySettings#keysPath(String, Path)}). */
    static Path keysFile() {
        Environment environment = ApplicationContext.builder().build().getEnvironment();
        environment.start();
        try {
            String dataDir = dataDir(environment);
            String keysFile = environment
                    .getProperty(SecuritySettings.PREFIX + ".keys-file", String.class)
                    .orElse("");
            return SecuritySettings.keysPath(keysFile, EmbeddedSettings.dataPath(dataDir));
        } finally {
            environment.stop();
        }
    }
}
