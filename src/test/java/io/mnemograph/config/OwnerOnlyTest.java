package io.mnemograph.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Owner-only files and directories, whatever modes they were created with (the umask of this JVM: 022 here). */
class OwnerOnlyTest {

    @TempDir
    Path dir;

    private static String mode(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    @Test
    void directory_missing_isCreated0700() throws Exception {
        Path data = dir.resolve("a").resolve("data");

        OwnerOnly.directory(data);

        assertThat(mode(data)).isEqualTo("rwx------");
    }

    @Test
    void directory_existingWithWiderModes_isTightened() throws Exception {
        Path data = Files.createDirectory(dir.resolve("data"));
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxr-xr-x"));

        OwnerOnly.directory(data);

        assertThat(mode(data)).isEqualTo("rwx------");
    }

    @Test
    void tree_filesAndDirectoriesReadableByOthers_loseGroupAndOtherPermissions() throws Exception {
        Path sub = Files.createDirectories(dir.resolve("data").resolve("transactions"));
        Path log = Files.writeString(sub.resolve("neostore.transaction.db.0"), "secret memory text");
        Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("rwxrwxrwx"));
        Files.setPosixFilePermissions(log, PosixFilePermissions.fromString("rw-rw-rw-"));

        OwnerOnly.tree(dir.resolve("data"));

        assertThat(mode(sub)).isEqualTo("rwx------");
        assertThat(mode(log)).isEqualTo("rw-------");
    }

    @Test
    void file_readableByOthers_isTightened() throws Exception {
        Path keys = Files.writeString(dir.resolve("api-keys"), "# none\n");
        Files.setPosixFilePermissions(keys, PosixFilePermissions.fromString("rw-r--r--"));

        OwnerOnly.file(keys);

        assertThat(mode(keys)).isEqualTo("rw-------");
    }

    @Test
    void replace_writesTheWholeContentIntoA0600File_andLeavesNoPendingFile() throws Exception {
        Path keys = Files.writeString(dir.resolve("api-keys"), "old\n");
        Files.setPosixFilePermissions(keys, PosixFilePermissions.fromString("rw-rw-rw-"));

        OwnerOnly.replace(keys, "new\n");

        assertThat(Files.readString(keys)).isEqualTo("new\n");
        assertThat(mode(keys)).isEqualTo("rw-------");
        assertThat(dir.resolve("api-keys.new")).doesNotExist();
    }
}
