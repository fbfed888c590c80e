package io.mnemograph.store;

import io.micronaut.core.annotation.Nullable;
import io.mnemograph.config.BrowserGuide;
import io.mnemograph.config.ConfigurationError;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.LocalPort;
import io.mnemograph.config.LoggingSettings;
import io.mnemograph.config.Neo4jSettings;
import io.mnemograph.config.StartupSettings;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.store.embedded.EmbeddedNeo4j;
import io.mnemograph.store.embedded.EmbeddedPassword;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.util.concurrent.TimeUnit;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.BookmarkManager;
import org.neo4j.driver.BookmarkManagerConfig;
import org.neo4j.driver.BookmarkManagers;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.SessionConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one data path: a Neo4j Java Driver connected over Bolt, to the configured server or to the embedded DBMS
 * this bean starts when no URI is configured. Closing it closes the driver first, then the embedded server.
 *
 * <p>Every session of this instance shares one bookmark manager, so each transaction starts causally after every
 * transaction this instance committed before it (read-your-writes on a cluster, where a read may go to a follower;
 * on a single server every commit is visible at once anyway). Across instances see docs/reliability.md.
 */
@Singleton
public final class Neo4jConnection implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Neo4jConnection.class);

    private final EmbeddedNeo4j embedded;
    private final Driver driver;
    private final String database;
    private final String uri;
    private final BookmarkManager bookmarks =
            BookmarkManagers.defaultManager(BookmarkManagerConfig.builder().build());

    public Neo4jConnection(
            Neo4jSettings settings,
            EmbeddedSettings embeddedSettings,
            TimeoutSettings timeouts,
            StartupSettings startup,
            LoggingSettings logging,
            @Nullable BrowserGuide guide) {
        Config config = Config.builder()
                .withConnectionTimeout(timeouts.connectSeconds(), TimeUnit.SECONDS)
                .withConnectionAcquisitionTimeout(timeouts.connectSeconds(), TimeUnit.SECONDS)
                .withMaxTransactionRetryTime(timeouts.retrySeconds(), TimeUnit.SECONDS)
                .build();
        this.database = settings.database();
        if (settings.embedded()) {
            LocalPort.requireFree(
                    EmbeddedSettings.PREFIX + ".bolt-port", EmbeddedNeo4j.HOST, embeddedSettings.boltPort());
            if (embeddedSettings.browser()) {
                LocalPort.requireFree(
                        EmbeddedSettings.PREFIX + ".http-port", EmbeddedNeo4j.HOST, embeddedSettings.httpPort());
            }
            this.embedded = EmbeddedNeo4j.start(
                    embeddedSettings.dataPath(),
                    embeddedSettings.boltPort(),
                    embeddedSettings.httpPort(),
                    embeddedSettings.browser(),
                    embeddedSettings.auth(),
                    embeddedSettings.gds(),
                    LoggingSettings.JSON.equals(logging.format()),
                    guide);
            this.uri = embedded.boltUri();
            this.driver = GraphDatabase.driver(
                    uri,
                    embeddedSettings.auth()
                            ? AuthTokens.basic(
                                    EmbeddedPassword.USER,
                                    EmbeddedPassword.readOrSet(
                                            embeddedSettings.dataPath(),
                                            uri,
                                            embedded.httpUrl() == null ? null : embedded.httpUrl() + "/browser/"))
                            : AuthTokens.none(),
                    config);
        } else {
            this.embedded = null;
            this.uri = settings.uri();
            this.driver = GraphDatabase.driver(uri, AuthTokens.basic(settings.username(), settings.password()), config);
        }
        try {
            if (embedded != null) {
                StartupConnectivity.await(driver, uri, startup.database());
            } else {
                driver.verifyConnectivity();
            }
        } catch (ConfigurationError e) {
            close();
            throw e;
        } catch (RuntimeException e) {
            close();
            throw new IllegalStateException("cannot reach Neo4j at " + uri + ": " + e.getMessage(), e);
        }
        LOG.info("Connected to Neo4j at {} (database {})", uri, database);
    }

    public Driver driver() {
        return driver;
    }

    /** Session settings for the configured database, with this instance's shared bookmark manager. */
    public SessionConfig sessionConfig() {
        return SessionConfig.builder()
                .withDatabase(database)
                .withBookmarkManager(bookmarks)
                .build();
    }

    /** The bookmarks of every transaction this instance committed, as the next session starts from them. */
    public BookmarkManager bookmarks() {
        return bookmarks;
    }

    public String uri() {
        return uri;
    }

    /** Makes what the embedded Neo4j has written so far owner-only (SECURITY.md); nothing against a server. */
    public void ownerOnlyFiles() {
        if (embedded != null) {
            embedded.ownerOnlyFiles();
        }
    }

    /**
     * Returns once the embedded Neo4j's Graph Data Science procedures are registered (they are registered beside the
     * rest of start-up); at once against a server, or with GDS off.
     */
    public void awaitGds() {
        if (embedded != null) {
            embedded.awaitGds();
        }
    }

    /** Base URL of the embedded Neo4j Browser, or null when running against an external server. */
    public String browserUrl() {
        return embedded == null || embedded.httpUrl() == null ? null : embedded.httpUrl() + "/browser/";
    }

    @PreDestroy
    @Override
    public void close() {
        driver.close();
        if (embedded != null) {
            embedded.close();
        }
    }
}
