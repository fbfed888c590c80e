package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.nio.file.Path;

/**
 * The embedded Neo4j DBMS started when no external URI is configured.
 *
 * @param dataDir     where the database files live (default {@code ./data})
 * @param boltPort    Bolt port on 127.0.0.1, 0 picks a free one (default 7687, range 0..65535)
 * @param httpPort    Neo4j Browser and Query API port on 127.0.0.1, 0 picks a free one (default 7474, range 0..65535)
 * @param browser     serve Neo4j Browser and the HTTP Query API (default true)
 * @param auth        Neo4j authentication, with a password generated at the first start into
 *                    {@code <data-dir>/neo4j-password} (default true; false = an open database, for throwaway use)
 * @param gds         register the Graph Data Science procedures {@code gds.*} (default true; docs/analytics.md)
 */
@ConfigurationProperties(EmbeddedSettings.PREFIX)
public record EmbeddedSettings(
        @Bindable(defaultValue = EmbeddedSettings.DEFAULT_DATA_DIR)
        String dataDir,

        @Bindable(defaultValue = "7687") int boltPort,
        @Bindable(defaultValue = "7474") int httpPort,
        @Bindable(defaultValue = "true") boolean browser,
        @Bindable(defaultValue = "true") boolean auth,
        @Bindable(defaultValue = "true") boolean gds) {

    public static final String PREFIX = "mnemograph.embedded";

    /** The data directory when none is configured, relative to the working directory. */
    public static final String DEFAULT_DATA_DIR = "./data";

    public EmbeddedSettings {
        if (dataDir == null || dataDir.isBlank()) {
            throw new ConfigurationError(PREFIX + ".data-dir", dataDir, "expected a directory path");
        }
        ConfigurationError.requireRange(PREFIX + ".bolt-port", boltPort, 0, 65535);
        ConfigurationError.requireRange(PREFIX + ".http-port", httpPort, 0, 65535);
    }

    public Path dataPath() {
        return dataPath(dataDir);
    }

    /** The absolute data directory {@code dataDir} names. */
    public static Path dataPath(String dataDir) {
        return Path.of(dataDir).toAbsolutePath().normalize();
    }
}
