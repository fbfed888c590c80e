package io.mnemograph.tools.cli;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.mnemograph.config.ConfigurationError;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.SecuritySettings;
import java.nio.file.Path;

/**
 * The service's settings as the service itself would resolve them (its property sources: {@code -Dkey=value},
 * environment variables such as {@code MNEMOGRAPH_EMBEDDED_DATA_DIR}, application.yml) and with its defaults, read
 * without creating any of its beans: a command that only needs a path opens no database and checks no port.
 */
final class ServiceSettings {

    private ServiceSettings() {}

    /** The API keys file the service would use ({@link SecuritySettings#keysPath(String, Path)}). */
    static Path keysFile() {
        Environment environment = ApplicationContext.builder().build().getEnvironment();
        environment.start();
        try {
            String dataDir = environment
                    .getProperty(EmbeddedSettings.PREFIX + ".data-dir", String.class)
                    .orElse(EmbeddedSettings.DEFAULT_DATA_DIR);
            if (dataDir.isBlank()) {
                throw new ConfigurationError(
                        EmbeddedSettings.PREFIX + ".data-dir", dataDir, "expected a directory path");
            }
            String keysFile = environment
                    .getProperty(SecuritySettings.PREFIX + ".keys-file", String.class)
                    .orElse("");
            return SecuritySettings.keysPath(keysFile, EmbeddedSettings.dataPath(dataDir));
        } finally {
            environment.stop();
        }
    }
}
