package io.mnemograph.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code keys create} stamps a key with the time of the clock it is given, never the wall clock it reads itself. */
class KeysCommandClockTest {

    @Test
    void create_stampsTheKeyWithItsClocksTime(@TempDir Path dir) throws Exception {
        Instant then = Instant.parse("2021-03-04T05:06:07Z");
        Path file = dir.resolve("api-keys");
        StringWriter err = new StringWriter();
        CommandLine create = new CommandLine(new KeysCommand.Create(Clock.fixed(then, ZoneOffset.UTC)));
        create.setErr(new PrintWriter(err));
        create.setOut(new PrintWriter(new StringWriter()));

        int exit = create.execute("--namespace", "alice", "--role", "read", "--keys-file", file.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(Files.readAllLines(file).stream().filter(line -> !line.startsWith("#")))
                .singleElement()
                .satisfies(line -> assertThat(line).endsWith("\t" + then));
    }
}
