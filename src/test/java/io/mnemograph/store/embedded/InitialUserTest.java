package io.mnemograph.store.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The initial user file written before Neo4j's first start: where Neo4j reads it ({@code <data>/dbms/auth.ini}), one
 * user {@code neo4j} with a hash, never the password, replaced whole on a second write; and only a directory whose
 * system database does not exist yet is a first start.
 */
class InitialUserTest {

    @TempDir
    Path data;

    @Test
    void write_putsOneHashedNeo4jUserWhereNeo4jReadsIt_andAgainReplacesIt() throws Exception {
        InitialUser.write(data, "first-password-0123456789");
        InitialUser.write(data, "second-password-0123456789");

        Path file = data.resolve("dbms").resolve("auth.ini");
        assertThat(file).exists();
        String text = Files.readString(file);
        assertThat(text.lines()).hasSize(1);
        assertThat(text).startsWith("neo4j:").doesNotContain("password-0123456789");
    }

    @Test
    void notStartedYet_untilTheSystemDatabaseExists() throws Exception {
        assertThat(InitialUser.notStartedYet(data)).isTrue();
        Files.createDirectories(data.resolve("databases").resolve("system"));
        assertThat(InitialUser.notStartedYet(data)).isFalse();
    }
}
