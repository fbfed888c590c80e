package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.bind.annotation.Bindable;
import java.net.URI;
import java.util.Set;

/**
 * Where the memory graph lives: an external Neo4j server or cluster when {@code uri} is set, else the embedded DBMS.
 *
 * @param uri      {@code bolt://}, {@code bolt+s://}, {@code neo4j://} or {@code neo4j+s://}; unset means embedded
 * @param username user for an external server (default {@code neo4j})
 * @param password password for an external server (default empty)
 * @param database database name (default {@code neo4j})
 */
@ConfigurationProperties(Neo4jSettings.PREFIX)
public record Neo4jSettings(
        @Nullable String uri,
        @Bindable(defaultValue = "neo4j") String username,
        @Bindable(defaultValue = "") String password,
        @Bindable(defaultValue = "neo4j") String database) {

    public static final String PREFIX = "mnemograph.neo4j";
    private static final Set<String> SCHEMES = Set.of("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc");

    public Neo4jSettings {
        if (uri != null && uri.isBlank()) {
            uri = null;
        }
        if (uri != null) {
            String scheme;
            try {
                scheme = URI.create(uri).getScheme();
            } catch (IllegalArgumentException e) {
                throw new ConfigurationError(PREFIX + ".uri", uri, "not a URI (" + e.getMessage() + ")");
            }
            if (scheme == null || !SCHEMES.contains(scheme)) {
                throw new ConfigurationError(PREFIX + ".uri", uri, "expected one of the schemes " + SCHEMES);
            }
        }
        if (database == null || database.isBlank()) {
            throw new ConfigurationError(PREFIX + ".database", database, "expected a database name");
        }
    }

    /** True when no external server is configured and the embedded DBMS must be started. */
    public boolean embedded() {
        return uri == null;
    }
}
