package io.mnemograph.tools.cli;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.LifecycleSettings;
import io.mnemograph.config.TimeoutSettings;

import java.util.Map;

/**
 * The service's beans without its HTTP server, for a command that works on the configured database: the embedded one
 * on its data directory, or the server {@code mnemograph.neo4j.uri} names (settings as for the service:
 * {@code -Dkey=value}, environment variables, application.yml). The embedded database opens with its Bolt port
 * chosen freely, without Browser or GDS, and no consolidation sweep runs. A command waits up to
 * {@value #CONNECT_SECONDS} s for a database connection (rather than the service's default of 5 s).
 */
final class DatabaseContext {

    /** How long a command waits to connect, and for a connection from the pool. */
    static final int CONNECT_SECONDS = 60;

    private DatabaseContext() {
    }

    /**
     * Starts the context; a failure (the data directory in use by a running service, a server out of reach) is an
     * {@link IllegalStateException} saying what to do.
     */
    static ApplicationContext start() {
        try {
            return ApplicationContext.run(Map.of(
                    EmbeddedSettings.PREFIX + ".bolt-port", 0,
                    EmbeddedSettings.PREFIX + ".http-port", 0,
                    EmbeddedSettings.PREFIX + ".browser", false,
                    EmbeddedSettings.PREFIX + ".gds", false,
                    LifecycleSettings.PREFIX + ".enabled", false,
                    TimeoutSettings.PREFIX + ".connect-seconds", CONNECT_SECONDS));
        } catch (RuntimeException e) {
            Throwable root = e;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            throw new IllegalStateException("cannot open the database: " + root.getMessage() + ". A running "
                    + "service holds its embedded data directory: stop it, or reach its database over Bolt with "
                    + "-Dmnemograph.neo4j.uri=bolt://127.0.0.1:7687 -Dmnemograph.neo4j.password=$(cat "
                    + "data/neo4j-password). With a server, check mnemograph.neo4j.uri and its credentials", e);
        }
    }
}
