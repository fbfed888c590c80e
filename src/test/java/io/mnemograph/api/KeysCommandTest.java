package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.Application;
import io.mnemograph.api.security.ApiKey;
import io.mnemograph.api.security.KeyFile;
import io.mnemograph.api.security.Role;
import io.mnemograph.testing.CliRun;
import io.mnemograph.testing.ServiceProcess;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mnemograph keys create|list|revoke}: the token is printed once, only its hash is stored, owner-only; the keys
 * file is the one the service would use, named in the output. {@link KeysCommandIT}: a data directory a running
 * service holds is changed only when {@code --running-instance} names it.
 */
class KeysCommandTest {

    @TempDir
    Path dir;

    @Test
    void create_printsTheTokenOnce_andStoresOnlyItsHash() throws Exception {
        Path file = dir.resolve("sub").resolve("api-keys");

        CliRun created = CliRun.of(
                "keys",
                "create",
                "--namespace",
                "alice",
                "--namespace",
                "shared",
                "--role",
                "write",
                "--keys-file",
                file.toString());

        assertThat(created.exitCode()).as(created.err()).isZero();
        String token = created.out().strip();
        assertThat(token).startsWith(KeyFile.TOKEN_PREFIX).hasSizeGreaterThan(40);
        String stored = Files.readString(file);
        assertThat(stored).doesNotContain(token).contains(KeyFile.sha256(token));
        assertThat(Files.getPosixFilePermissions(file))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        List<ApiKey> keys = KeyFile.read(file);
        assertThat(keys).hasSize(1);
        assertThat(keys.getFirst().namespaces()).isEqualTo(Set.of("alice", "shared"));
        assertThat(keys.getFirst().role()).isEqualTo(Role.WRITE);
    }

    @Test
    void create_badRoleOrNamespace_usageErrorNamingIt_andWritesNothing() {
        Path file = dir.resolve("api-keys");

        CliRun badRole =
                CliRun.of("keys", "create", "--namespace", "alice", "--role", "owner", "--keys-file", file.toString());
        CliRun badNamespace = CliRun.of(
                "keys", "create", "--namespace", "bad name!", "--role", "read", "--keys-file", file.toString());

        assertThat(badRole.exitCode()).isEqualTo(2);
        assertThat(badRole.err()).contains("\"owner\" is not one of read, write, admin");
        assertThat(badNamespace.exitCode()).isEqualTo(2);
        assertThat(badNamespace.err()).contains("namespace");
        assertThat(Files.exists(file)).isFalse();
    }

    @Test
    void list_showsIdsRolesAndNamespaces_neverATokenOrHash() throws Exception {
        Path file = dir.resolve("api-keys");
        String token =
                KeyFile.create(file, Set.of("alice"), Role.READ, java.time.Instant.parse("2026-11-25T00:00:00Z"));

        CliRun listed = CliRun.of("keys", "list", "--keys-file", file.toString());

        assertThat(listed.exitCode()).isZero();
        assertThat(listed.out()).contains("read\talice").doesNotContain(token, KeyFile.sha256(token));
    }

    @Test
    void revoke_removesOnlyThatKey_andAnUnknownIdChangesNothing() throws Exception {
        Path file = dir.resolve("api-keys");
        String kept = KeyFile.create(file, Set.of("alice"), Role.READ, Instant.parse("2026-11-25T00:00:00Z"));
        KeyFile.create(file, Set.of("bob"), Role.WRITE, Instant.parse("2026-11-25T00:00:00Z"));
        String bobId = KeyFile.read(file).get(1).id();

        CliRun revoked = CliRun.of("keys", "revoke", "--id", bobId, "--keys-file", file.toString());
        String after = Files.readString(file);
        CliRun unknown = CliRun.of("keys", "revoke", "--id", "key-000000000000", "--keys-file", file.toString());

        assertThat(revoked.exitCode()).as(revoked.err()).isZero();
        assertThat(revoked.err()).contains("Revoked " + bobId).contains(file.toString());
        assertThat(KeyFile.read(file)).singleElement().satisfies(key -> {
            assertThat(key.sha256()).isEqualTo(KeyFile.sha256(kept));
        });
        assertThat(unknown.exitCode()).isEqualTo(1);
        assertThat(unknown.err()).contains("no key with id key-000000000000");
        assertThat(Files.readString(file)).isEqualTo(after);
    }

    @Test
    void create_withAMalformedKeysFile_refusesNamingTheLine_andWritesNothing() throws Exception {
        Path file = dir.resolve("api-keys");
        Files.writeString(file, "# keys\ngarbage line\n");

        CliRun created =
                CliRun.of("keys", "create", "--namespace", "alice", "--role", "read", "--keys-file", file.toString());

        assertThat(created.exitCode()).isEqualTo(1);
        assertThat(created.err()).contains(file + " line 2");
        assertThat(Files.readString(file)).isEqualTo("# keys\ngarbage line\n");
    }

    @Test
    void create_withTheDataDirProperty_writesTheServicesFileThere_andNamesIt() throws Exception {
        Path data = dir.resolve("data-elsewhere");
        System.setProperty("mnemograph.embedded.data-dir", data.toString());
        try {
            CliRun created = CliRun.of("keys", "create", "--namespace", "alice", "--role", "write");
            CliRun listed = CliRun.of("keys", "list");

            Path file = data.resolve("api-keys");
            assertThat(created.exitCode()).as(created.err()).isZero();
            assertThat(created.err()).contains(" in " + file);
            assertThat(KeyFile.read(file))
                    .singleElement()
                    .satisfies(key -> assertThat(key.sha256())
                            .isEqualTo(KeyFile.sha256(created.out().strip())));
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(data)))
                    .isEqualTo("rwx------");
            assertThat(listed.out()).contains("write\talice");
            assertThat(listed.err()).contains("1 keys in " + file);
        } finally {
            System.clearProperty("mnemograph.embedded.data-dir");
        }
    }

    @Test
    void create_withTheDataDirEnvironmentVariable_writesTheServicesFileThere() throws Exception {
        Path data = dir.resolve("from-environment");
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder builder = new ProcessBuilder(
                        java,
                        ServiceProcess.CHILD_JIT,
                        "-cp",
                        System.getProperty("java.class.path"),
                        Application.class.getName(),
                        "keys",
                        "create",
                        "--namespace",
                        "alice",
                        "--role",
                        "read")
                .directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("MNEMOGRAPH_EMBEDDED_DATA_DIR", data.toString());
        Process process = builder.start();
        String token = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
                .lines()
                .filter(line -> line.startsWith(KeyFile.TOKEN_PREFIX))
                .reduce((first, last) -> last)
                .orElse("");

        assertThat(process.waitFor()).isZero();
        assertThat(KeyFile.read(data.resolve("api-keys")))
                .singleElement()
                .satisfies(key -> assertThat(key.sha256()).isEqualTo(KeyFile.sha256(token)));
        assertThat(dir.resolve("data")).doesNotExist();
    }
}
