package io.mnemograph.api;

import io.mnemograph.api.security.ApiKey;
import io.mnemograph.api.security.KeyFile;
import io.mnemograph.api.security.Role;
import io.mnemograph.testing.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code mnemograph keys create|list}: the token is printed once, only its hash is stored, owner-only. */
class KeysCommandTest {

    @TempDir
    Path dir;

    @Test
    void create_printsTheTokenOnce_andStoresOnlyItsHash() throws Exception {
        Path file = dir.resolve("sub").resolve("api-keys");

        CliRun created = CliRun.of("keys", "create", "--namespace", "alice", "--namespace", "shared", "--role",
                "write", "--keys-file", file.toString());

        assertThat(created.exitCode()).as(created.err()).isZero();
        String token = created.out().strip();
        assertThat(token).startsWith(KeyFile.TOKEN_PREFIX).hasSizeGreaterThan(40);
        String stored = Files.readString(file);
        assertThat(stored).doesNotContain(token).contains(KeyFile.sha256(token));
        assertThat(Files.getPosixFilePermissions(file)).containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ,
                PosixFilePermission.OWNER_WRITE);
        List<ApiKey> keys = KeyFile.read(file);
        assertThat(keys).hasSize(1);
        assertThat(keys.getFirst().namespaces()).isEqualTo(Set.of("alice", "shared"));
        assertThat(keys.getFirst().role()).isEqualTo(Role.WRITE);
    }

    @Test
    void create_badRoleOrNamespace_usageErrorNamingIt_andWritesNothing() {
        Path file = dir.resolve("api-keys");

        CliRun badRole = CliRun.of("keys", "create", "--namespace", "alice", "--role", "owner", "--keys-file",
                file.toString());
        CliRun badNamespace = CliRun.of("keys", "create", "--namespace", "bad name!", "--role", "read",
                "--keys-file", file.toString());

        assertThat(badRole.exitCode()).isEqualTo(2);
        assertThat(badRole.err()).contains("\"owner\" is not one of read, write, admin");
        assertThat(badNamespace.exitCode()).isEqualTo(2);
        assertThat(badNamespace.err()).contains("namespace");
        assertThat(Files.exists(file)).isFalse();
    }

    @Test
    void list_showsIdsRolesAndNamespaces_neverATokenOrHash() throws Exception {
        Path file = dir.resolve("api-keys");
        String token = KeyFile.create(file, Set.of("alice"), Role.READ, java.time.Instant.parse("2026-11-25T00:00:00Z"));

        CliRun listed = CliRun.of("keys", "list", "--keys-file", file.toString());

        assertThat(listed.exitCode()).isZero();
        assertThat(listed.out()).contains("read\talice").doesNotContain(token, KeyFile.sha256(token));
    }
}
