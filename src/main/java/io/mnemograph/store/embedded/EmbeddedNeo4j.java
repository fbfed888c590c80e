package io.mnemograph.store.embedded;

import io.mnemograph.config.BrowserGuide;
import io.mnemograph.config.OwnerOnly;
import io.mnemograph.config.SecuritySettings;
import io.mnemograph.store.disk.DiskBudget;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.neo4j.configuration.connectors.ConnectorPortRegister;
import org.neo4j.configuration.connectors.ConnectorType;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.internal.helpers.HostnamePort;
import org.neo4j.kernel.internal.GraphDatabaseAPI;
import org.neo4j.server.CommunityBootstrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Neo4j community server running inside this JVM: Bolt, and optionally the HTTP Query API and Neo4j Browser,
 * all bound to 127.0.0.1, with authentication on unless asked otherwise. The service talks to it through the driver
 * over Bolt, exactly as to a remote server.
 *
 * <p>Implementation notes: the community server's own bootstrapper is used (not the Bolt-only embedded builder) so
 * that Neo4j Browser is served from the same jars (docs/decisions/0001-stack-pins.md). Port 0 picks a free port; the
 * real ports are read back from the {@link ConnectorPortRegister}. Its HTTP side answers no cross-origin request
 * (a web page the user opens elsewhere cannot call the Query API: only the Browser it serves, same origin, can),
 * and it sends Neo4j no usage data. The data directory is 0700 and what Neo4j wrote into it by the end of its start
 * is made owner-only ({@link OwnerOnly}; again once the schema is built, {@link #ownerOnlyFiles}); files it creates
 * later get the process umask, behind that directory. Its transaction log is sized to the file system of the data
 * directory ({@link DiskBudget}).
 */
public final class EmbeddedNeo4j implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedNeo4j.class);
    /** The address every embedded connector listens on. */
    public static final String HOST = "127.0.0.1";
    /** The directory, under the data directory, where Neo4j keeps its databases and transaction logs. */
    static final String DATA_DIRECTORY = "databases-data";
    /**
     * Plans that survive a small database's first hour (docs/operations.md, "The first requests"; docker-compose.yml
     * sets the same on its server): Neo4j keys a cached plan by the size of each string and list parameter too (1,
     * 10, 100... characters or elements), so a namespace name of another length compiled every statement again
     * (0.3-3 s each); and it replans a plan over 10 s old once the statistics moved by 75 %, which a near-empty
     * database does with every few memories. The statements fix their access paths with index hints (decision 0020),
     * so neither gains a better plan.
     */
    public static final Map<String, String> PLAN_CACHE_SETTINGS = Map.of(
            "internal.cypher.use_parameter_size", "false",
            "dbms.cypher.min_replan_interval", "1h");

    /**
     * No lock-out after failed logins: Neo4j's default locks a user for 5 s after 3 wrong passwords in a row, for
     * every caller, so any local process could keep the service's own user locked out (at start-up the service exited
     * with "incorrect authentication details too many times in a row"; issue 46). The lock-out only slows guessing,
     * and the generated password is 32 random bytes (2^256 guesses), beyond reach at any rate
     * (docs/reliability.md, "A neighbour's failed logins").
     */
    static final Map<String, String> NO_AUTH_LOCK_OUT = Map.of("dbms.security.auth_max_failed_attempts", "0");

    private final CommunityBootstrapper bootstrapper = new CommunityBootstrapper();
    private final Path home;
    private final HostnamePort boltAddress;
    private final HostnamePort httpAddress;
    private final CompletableFuture<Void> gdsRegistered;

    private EmbeddedNeo4j(
            Path home,
            int boltPort,
            int httpPort,
            boolean browser,
            boolean auth,
            boolean gds,
            boolean jsonLogs,
            Map<String, String> browserSettings,
            Map<String, String> extraSettings) {
        long started = System.nanoTime();
        Map<String, String> settings = settings(home, boltPort, httpPort, browser, auth, gds);
        if (browser) {
            settings.putAll(browserSettings);
        }
        settings.putAll(extraSettings);
        settings.put(
                "server.logs.user.config", Neo4jUserLog.write(home, jsonLogs).toString());
        if (auth) {
            EmbeddedPassword.beforeStart(home, home.resolve(DATA_DIRECTORY));
        }
        int exit = bootstrapper.start(home, settings);
        if (exit != 0) {
            throw new IllegalStateException("embedded Neo4j in " + home + " failed to start (exit code " + exit
                    + "); see " + home.resolve("logs") + ". Is port " + boltPort + " or " + httpPort + " in use?");
        }
        this.home = home;
        CutLog.refuseIfCut(home, databases(), bootstrapper::stop);
        ownerOnlyFiles();
        ConnectorPortRegister ports = ((GraphDatabaseAPI) databases().database("system"))
                .getDependencyResolver()
                .resolveDependency(ConnectorPortRegister.class);
        this.boltAddress = ports.getLocalAddress(ConnectorType.BOLT);
        this.httpAddress = browser ? ports.getLocalAddress(ConnectorType.HTTP) : null;
        LOG.info(
                "Embedded Neo4j started in {} ms: data {}, Bolt {}{}",
                (System.nanoTime() - started) / 1_000_000,
                home,
                boltAddress,
                browser ? ", Browser http://" + httpAddress + "/browser/" : "");
        this.gdsRegistered = gds ? registerInBackground(bootstrapper.getDatabaseManagementService()) : null;
    }

    /**
     * Registers GDS on a thread of its own, so that its 0.9 s (idle) to 8 s (two cores loaded) of class loading runs
     * beside the schema and the warm-up instead of before them; {@link #awaitGds()} waits for it.
     */
    private static CompletableFuture<Void> registerInBackground(DatabaseManagementService databases) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread.ofPlatform().daemon().name("gds-registration").start(() -> {
            long started = System.nanoTime();
            try {
                EmbeddedGds.Registered registered = EmbeddedGds.register(databases);
                LOG.info(
                        "Graph Data Science registered in {} ms ({} procedure and {} function classes)",
                        (System.nanoTime() - started) / 1_000_000,
                        registered.procedureClasses(),
                        registered.functionClasses());
                done.complete(null);
            } catch (RuntimeException | Error e) {
                done.completeExceptionally(e);
            }
        });
        return done;
    }

    /**
     * Returns once the Graph Data Science procedures are registered (at once when GDS is off); fails as their
     * registration failed.
     */
    public void awaitGds() {
        if (gdsRegistered == null) {
            return;
        }
        try {
            gdsRegistered.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException failure
                    ? failure
                    : new IllegalStateException("cannot register the GDS procedures", e.getCause());
        }
    }

    /**
     * Starts the server with its files under {@code home}; ports 0 pick free ones; {@code auth} turns Neo4j's
     * authentication on (see {@link EmbeddedPassword}); {@code gds} registers the Graph Data Science procedures
     * ({@code gds.*}) in the background ({@link #awaitGds()}); {@code jsonLogs} writes Neo4j's lines on standard output as JSON ({@link Neo4jUserLog}).
     */
    public static EmbeddedNeo4j start(
            Path home, int boltPort, int httpPort, boolean browser, boolean auth, boolean gds, boolean jsonLogs) {
        return start(home, boltPort, httpPort, browser, auth, gds, jsonLogs, null);
    }

    /**
     * As {@link #start(Path, int, int, boolean, boolean, boolean, boolean)}, with Browser loading mnemograph's style and
     * guide from {@code guide} once connected (its {@link BrowserGuide#neo4jSettings}); none when it is null.
     */
    public static EmbeddedNeo4j start(
            Path home,
            int boltPort,
            int httpPort,
            boolean browser,
            boolean auth,
            boolean gds,
            boolean jsonLogs,
            BrowserGuide guide) {
        try {
            OwnerOnly.directory(home);
            // the default keys file lives here too: tightened with its own WARN naming it, before the quiet sweep
            // below would tighten it silently when the database starts ahead of the API keys (bean order varies)
            OwnerOnly.file(home.resolve(SecuritySettings.DEFAULT_KEYS_FILE));
            OwnerOnly.tree(home);
            Files.createDirectories(home.resolve("conf"));
            Path conf = home.resolve("conf").resolve("neo4j.conf");
            if (Files.notExists(conf)) {
                Files.writeString(conf, "# settings are passed by mnemograph at start-up\n");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the embedded Neo4j home " + home, e);
        }
        return new EmbeddedNeo4j(
                home,
                boltPort,
                httpPort,
                browser,
                auth,
                gds,
                jsonLogs,
                guide == null ? Map.of() : guide.neo4jSettings(),
                Map.of());
    }

    /**
     * Starts the server on the existing data directory {@code home} for {@link LogRecovery}: Bolt on a free port of
     * 127.0.0.1 with authentication on (as the service), no HTTP, no GDS, with {@code extraSettings} added.
     */
    static EmbeddedNeo4j startForRecovery(Path home, Map<String, String> extraSettings) {
        return new EmbeddedNeo4j(home, 0, 0, false, true, false, false, Map.of(), extraSettings);
    }

    /** The running server's databases. */
    DatabaseManagementService databases() {
        return bootstrapper.getDatabaseManagementService();
    }

    private static Map<String, String> settings(
            Path home, int boltPort, int httpPort, boolean browser, boolean auth, boolean gds) {
        Map<String, String> settings = new HashMap<>();
        settings.put("server.directories.data", home.resolve(DATA_DIRECTORY).toString());
        settings.put("server.directories.logs", home.resolve("logs").toString());
        settings.put("server.bolt.enabled", "true");
        settings.put("server.bolt.listen_address", HOST + ":" + boltPort);
        settings.put("server.bolt.advertised_address", HOST + ":" + boltPort);
        settings.put("server.http.enabled", Boolean.toString(browser));
        settings.put("server.http.listen_address", HOST + ":" + httpPort);
        settings.put("server.http.advertised_address", HOST + ":" + httpPort);
        settings.put("server.https.enabled", "false");
        settings.put("dbms.security.auth_enabled", Boolean.toString(auth));
        settings.putAll(NO_AUTH_LOCK_OUT);
        // The Browser calls its own origin; any other origin (a web page elsewhere) gets no CORS grant. The port is
        // unknown before start when it is 0, and an origin without one never matches a real page on this port.
        settings.put(
                "dbms.security.http_access_control_allow_origin",
                "http://" + HOST + (httpPort == 0 ? "" : ":" + httpPort));
        settings.put("dbms.usage_report.enabled", "false");
        settings.put("client.allow_telemetry", "false");
        // nothing stands in front of a loopback-only server, and nothing on this host is a fleet to discover:
        // both would only warn at start-up
        settings.put("server.http.x_forward.enabled", "false");
        settings.put("server.fleet_discovery.enabled", "false");
        settings.putAll(PLAN_CACHE_SETTINGS);
        // the transaction log sized to the disk it is on, so that a small disk never fills with preallocated log
        settings.putAll(DiskBudget.of(totalSpace(home), 0).neo4jSettings());
        // Bolt's two Netty event loop groups each wait a quiet period before they stop, 5 s by default: a stop (a
        // SIGTERM, the end of a command, an evaluation's database) took 10-11 s of waiting for nothing. Bolt has
        // refused new connections and closed its channels by then; 200 ms each is ample.
        settings.put("internal.dbms.bolt.netty_server_shutdown_quiet_period_duration", "200ms");
        if (gds) {
            settings.put("dbms.security.procedures.unrestricted", EmbeddedGds.UNRESTRICTED);
        }
        return settings;
    }

    private static long totalSpace(Path home) {
        try {
            return Files.getFileStore(home).getTotalSpace();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the size of the file system of " + home, e);
        }
    }

    /** Takes group and other permissions away from every file Neo4j has written into the data directory so far. */
    public void ownerOnlyFiles() {
        OwnerOnly.tree(home);
    }

    /** The Bolt URI the driver connects to. */
    public String boltUri() {
        return "bolt://" + boltAddress;
    }

    /** Base URL of Neo4j Browser and the Query API, or null when HTTP is off. */
    public String httpUrl() {
        return httpAddress == null ? null : "http://" + httpAddress;
    }

    /**
     * Stops the server. During the JVM's shutdown (SIGTERM) Neo4j's own shutdown hook stops it as well, and
     * {@code NeoBootstrapper.stop()} would then log an ERROR with a stack trace because a hook can no longer be
     * removed; so only the databases are shut down here, which that hook does too (a second shutdown is a no-op).
     */
    @Override
    public void close() {
        if (!bootstrapper.isRunning()) {
            return;
        }
        if (jvmShuttingDown()) {
            DatabaseManagementService databases = bootstrapper.getDatabaseManagementService();
            if (databases != null) {
                databases.shutdown();
            }
        } else {
            bootstrapper.stop();
        }
    }

    private static boolean jvmShuttingDown() {
        Thread probe = new Thread(() -> {});
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }
}
