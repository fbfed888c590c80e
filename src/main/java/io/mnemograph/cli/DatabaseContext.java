package io.mnemograph.cli;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.LifecycleSettings;
import io.mnemograph.config.ReembedSettings;
import io.mnemograph.config.StartupRefusal;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.store.embedded.DataDirectoryLock;
import java.nio.file.Path;
import java.util.Map;

/**
 * The service's beans without its HTTP server, for a command that works on the configured database: the embedded one
 * on its data directory, or the server {@code mnemograph.neo4j.uri} names (settings as for the service:
 * {@code -Dkey=value}, environment variables, application.yml). The embedded database opens with its Bolt port
 * chosen freely, without Browser or GDS, and neither the consolidation sweep nor the online re-embedding job runs. A command waits up to
 * {@value #CONNECT_SECONDS} s for a database connection (rather than the service's default of 5 s).
 */
final class DatabaseContext {

    /** How long a command waits to connect, and for a connection from the pool. */
    static final int CONNECT_SECONDS = 60;

    private DatabaseContext() {}

    /**
     * Starts the context; a failure (the data directory in use by a running service, a server out of reach, a
     * {@link StartupRefusal} such as another embedding model than the database's) is an
     * {@link IllegalStateException} saying what to do; {@code whileRunning} is the command's advice when a running
     * instance holds the embedded data directory (such as "use GET /v1/export").
     */
    static ApplicationContext start(String whileRunning) {
        ApplicationContext context = ApplicationContext.builder()
                .properties(Map.of(
                        EmbeddedSettings.PREFIX + ".bolt-port",
                        0,
                        EmbeddedSettings.PREFIX + ".http-port",
                        0,
                        EmbeddedSettings.PREFIX + ".browser",
                        false,
                        EmbeddedSettings.PREFIX + ".gds",
                        false,
                        LifecycleSettings.PREFIX + ".enabled",
                        false,
                        TimeoutSettings.PREFIX + ".connect-seconds",
                        CONNECT_SECONDS,
                        ReembedSettings.PREFIX + ".per-second",
                        0))
                .build();
        Path dataDir = embeddedDataDir(context.getEnvironment().start());
        if (dataDir != null && DataDirectoryLock.held(dataDir)) {
            throw new IllegalStateException(
                    "the directory " + dataDir + " is in use by a running instance; " + whileRunning);
        }
        try {
            return context.start();
        } catch (RuntimeException e) {
            StartupRefusal.in(e).ifPresent(refusal -> {
                throw new IllegalStateException(refusal.getMessage(), refusal);
            });
            Throwable root = e;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            throw new IllegalStateException(
                    "cannot open the database: " + root.getMessage() + ". With a server, "
                            + "check mnemograph.neo4j.uri and its credentials",
                    e);
        }
    }

    /** The embedded database's directory, or null when the settings name a server. */
    private static Path embeddedDataDir(Environment settings) {
        if (!settings.getProperty("mnemograph.neo4j.uri", String.class)
                .orElse("")
                .isBlank()) {
            return null;
        }
        String dir = settings.getProperty(EmbeddedSettings.PREFIX + ".data-dir", String.class)
                .orElse("./data");
        return Path.of(dir).toAbsolutePath().normalize();
    }
}
