package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.cli.Cli;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code bench --peer}: a peer that is not on the classpath stops the command before any database starts. The run
 * with the peer is part of {@link BenchCommandIT} (one context start for both).
 */
class PeerBenchCommandTest {

    @TempDir
    Path dataRoot;

    @Test
    void bench_unknownPeer_failsBeforeStartingSayingHowToRunIt() {
        StringWriter stderr = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setErr(new PrintWriter(stderr));

        int code = cli.execute("bench", "--peer", "llamaindex", "--data-root", dataRoot.toString());

        assertThat(code).isEqualTo(2);
        assertThat(stderr.toString())
                .contains("peer \"llamaindex\" is not on the classpath (found: langchain4j)", "exec:exec@peer");
    }
}
