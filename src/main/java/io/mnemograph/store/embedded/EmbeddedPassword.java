package io.mnemograph.store.embedded;

import io.mnemograph.config.OwnerOnly;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.exceptions.TransientException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The password of the embedded Neo4j's {@code neo4j} user: generated before the first start with authentication on,
 * set in Neo4j's files before it opens a connector ({@link InitialUser}), and kept in {@code <data-dir>/neo4j-password}
 * (owner read/write only), where the service reads it at every later start and a person finds it to log in to Neo4j
 * Browser.
 *
 * <p>Implementation notes: a new Neo4j DBMS would have the user {@code neo4j} with the password {@code neo4j} until
 * someone changes it, and while the service did that change over Bolt right after start, a local process polling the
 * same change could win the race and take the database (issue 46). So on a data directory whose Neo4j has never
 * started, 32 random bytes (base64url) are written to {@code neo4j-password.new} and into the initial user file before
 * the start ({@link #beforeStart}); once Neo4j is up the file is moved to its final name ({@link #readOrSet}). A start
 * interrupted in between leaves {@code .new}, which the next start reuses. A data directory whose system database
 * exists but that has neither file (an earlier version's first start, interrupted before its change) still gets the
 * old change from {@code neo4j}.
 */
public final class EmbeddedPassword {

    /** The file, under the data directory, that holds the password. */
    static final String FILE = "neo4j-password";

    /** The user the service connects as. */
    public static final String USER = "neo4j";

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedPassword.class);
    private static final String INITIAL = "neo4j";
    private static final int RANDOM_BYTES = 32;

    /** How long the first start waits for the system database to accept the new password. */
    static final Duration AVAILABLE_WITHIN = Duration.ofSeconds(60);

    private static final long RETRY_PAUSE_MILLIS = 250;

    private EmbeddedPassword() {}

    /**
     * Before Neo4j first starts in {@code neo4jData} (with authentication on): a new password in {@code dataDir}'s
     * {@code neo4j-password.new} and in Neo4j's initial user file; nothing on a data directory that has started before.
     */
    static void beforeStart(Path dataDir, Path neo4jData) {
        Path file = dataDir.resolve(FILE);
        if (Files.exists(file) || !InitialUser.notStartedYet(neo4jData)) {
            return;
        }
        String password = generate();
        try {
            write(pending(dataDir), password);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the embedded Neo4j password in " + pending(dataDir), e);
        }
        InitialUser.write(neo4jData, password);
    }

    /**
     * The password to connect to the embedded server at {@code boltUri} with: read from {@code dataDir}, or at the
     * first start the one {@link #beforeStart} set, now kept under its final name (and logged once with
     * {@code browserUrl}).
     */
    public static String readOrSet(Path dataDir, String boltUri, String browserUrl) {
        Path file = dataDir.resolve(FILE);
        try {
            if (Files.exists(file)) {
                OwnerOnly.file(file);
                return Files.readString(file).strip();
            }
            Path pending = pending(dataDir);
            String password;
            if (Files.exists(pending)) {
                password = Files.readString(pending).strip();
            } else {
                password = generate();
                write(pending, password);
                change(boltUri, password, file);
            }
            move(pending, file);
            LOG.info(
                    "Neo4j authentication is on. Log in to {} as user {} with password {} (kept in {}; set "
                            + "mnemograph.embedded.auth=false for an open throwaway database)",
                    browserUrl == null ? boltUri : browserUrl,
                    USER,
                    password,
                    file);
            return password;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the embedded Neo4j password in " + file, e);
        }
    }

    private static Path pending(Path dataDir) {
        return dataDir.resolve(FILE + ".new");
    }

    private static void pause() {
        try {
            Thread.sleep(RETRY_PAUSE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the embedded Neo4j", e);
        }
    }

    private static String generate() {
        byte[] bytes = new byte[RANDOM_BYTES];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private static void write(Path path, String password) throws IOException {
        Files.deleteIfExists(path);
        OwnerOnly.create(path);
        Files.writeString(path, password + "\n");
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Sets the password, waiting up to {@link #AVAILABLE_WITHIN} for the system database: right after start-up, on a
     * busy machine, it can still answer "database unavailable" (a transient error) for a few seconds.
     */
    private static void change(String boltUri, String password, Path file) {
        long deadline = System.nanoTime() + AVAILABLE_WITHIN.toNanos();
        try (Driver driver = GraphDatabase.driver(boltUri, AuthTokens.basic(USER, INITIAL));
                var session = driver.session(SessionConfig.forDatabase("system"))) {
            while (true) {
                try {
                    session.run(
                                    "ALTER CURRENT USER SET PASSWORD FROM $old TO $new",
                                    Map.of("old", INITIAL, "new", password))
                            .consume();
                    return;
                } catch (TransientException e) {
                    if (System.nanoTime() > deadline) {
                        throw e;
                    }
                    pause();
                }
            }
        } catch (RuntimeException e) {
            throw new IllegalStateException(
                    "The embedded Neo4j has authentication on, but " + file + " is missing"
                            + " and the initial password could not be set (" + e.getMessage() + "). Restore " + file
                            + ", or start with mnemograph.embedded.auth=false on a database that never had a password.",
                    e);
        }
    }
}
