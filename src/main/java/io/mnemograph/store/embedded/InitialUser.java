package io.mnemograph.store.embedded;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.neo4j.commandline.admin.security.SetInitialPasswordCommand;
import org.neo4j.configuration.Config;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.io.fs.DefaultFileSystemAbstraction;
import org.neo4j.kernel.impl.security.User;
import org.neo4j.logging.NullLogProvider;
import org.neo4j.memory.EmptyMemoryTracker;
import org.neo4j.server.security.SecureHasher;
import org.neo4j.server.security.SystemGraphCredential;
import org.neo4j.server.security.auth.CommunitySecurityModule;
import org.neo4j.server.security.auth.FileUserRepository;

/**
 * The {@code neo4j} user's password, set in the files of a DBMS that has not started yet, as
 * {@code neo4j-admin dbms set-initial-password} does: Neo4j creates the user from them when it builds its system
 * database at the first start, so its default password {@code neo4j} never works, not even for the moment between
 * Bolt opening and the service changing it (a local process polling that change would otherwise take the database).
 *
 * <p>Implementation notes: the same steps as {@link SetInitialPasswordCommand#execute()} in Neo4j 2026.08: the file
 * is {@link CommunitySecurityModule#getInitialUserRepositoryFile} ({@code <data>/dbms/auth.ini}), replaced whole,
 * holding one user {@code neo4j} whose credential is {@link SystemGraphCredential#createCredentialForPassword} (a
 * salted, iterated SHA-256, never the password itself), with no password change required. Neo4j reads it only while
 * the system database does not exist yet; afterwards it ignores it.
 */
final class InitialUser {

    /** The system database's directory under Neo4j's data directory; it exists once Neo4j has started there. */
    private static final String SYSTEM_DATABASE = "databases/system";

    private InitialUser() {}

    /** True until Neo4j has built its system database under {@code neo4jData} (its first start). */
    static boolean notStartedYet(Path neo4jData) {
        return Files.notExists(neo4jData.resolve(SYSTEM_DATABASE));
    }

    /** Writes the initial {@code neo4j} user with {@code password} for the DBMS whose data directory is {@code neo4jData}. */
    static void write(Path neo4jData, String password) {
        Config config = Config.newBuilder()
                .set(GraphDatabaseSettings.data_directory, neo4jData)
                .build();
        Path file = CommunitySecurityModule.getInitialUserRepositoryFile(config);
        try (var fs = new DefaultFileSystemAbstraction()) {
            Files.createDirectories(file.getParent());
            Files.deleteIfExists(file);
            FileUserRepository users =
                    new FileUserRepository(fs, file, NullLogProvider.getInstance(), EmptyMemoryTracker.INSTANCE);
            users.start();
            users.create(new User(
                    EmbeddedPassword.USER,
                    null,
                    SystemGraphCredential.createCredentialForPassword(
                            password.getBytes(StandardCharsets.UTF_8), new SecureHasher()),
                    false,
                    false));
            users.shutdown();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the embedded Neo4j's initial user to " + file, e);
        } catch (Exception e) {
            throw new IllegalStateException("cannot write the embedded Neo4j's initial user to " + file, e);
        }
    }
}
