package io.mnemograph.store.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.api.security.KeyFile;
import io.mnemograph.api.security.Role;
import io.mnemograph.testing.ServiceProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Another local user reads nothing from disk (SECURITY.md, "Files on disk"): a data directory and keys file left
 * readable by others (as a umask of 022 makes them) are tightened with a WARN naming them, and after start-up the
 * directory is 0700 and every file in it once the service is ready (store, indexes, transaction log, password) is
 * owner-only.
 */
class DataDirectoryModesIT {

    @TempDir
    Path parent;

    private static String mode(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    @Test
    void start_wideDataDirectoryAndKeysFile_areTightenedWithAWarn_andEveryFileIsOwnerOnly() throws Exception {
        Path data = Files.createDirectory(parent.resolve("data"));
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path keys = data.resolve("api-keys");
        KeyFile.create(keys, Set.of("ns-a"), Role.WRITE, Instant.now());
        Files.setPosixFilePermissions(keys, PosixFilePermissions.fromString("rw-r--r--"));

        try (ServiceProcess service = ServiceProcess.embedded(data)) {
            assertThat(mode(data)).isEqualTo("rwx------");
            assertThat(mode(keys)).isEqualTo("rw-------");
            assertThat(mode(data.resolve("neo4j-password"))).isEqualTo("rw-------");
            assertThat(mode(data.resolve("databases-data/transactions/neo4j/neostore.transaction.db.0")))
                    .isEqualTo("rw-------");
            assertThat(service.output())
                    .contains("WARN")
                    .contains(data + " was readable by other local users")
                    .contains(keys + " was readable or writable by other local users");
            try (Stream<Path> paths = Files.walk(data)) {
                List<String> readableByOthers = paths.filter(path -> !Files.isSymbolicLink(path))
                        .filter(DataDirectoryModesIT::groupOrOther)
                        .map(path -> path + " " + modeOf(path))
                        .toList();
                assertThat(readableByOthers)
                        .as("files present once the service is ready")
                        .isEmpty();
            }
        }
    }

    private static boolean groupOrOther(Path path) {
        try {
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(path);
            return permissions.stream()
                    .anyMatch(permission -> !permission.name().startsWith("OWNER"));
        } catch (java.nio.file.NoSuchFileException e) {
            return false;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String modeOf(Path path) {
        try {
            return mode(path);
        } catch (Exception e) {
            return e.toString();
        }
    }
}
