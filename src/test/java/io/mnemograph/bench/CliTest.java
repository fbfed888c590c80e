package io.mnemograph.bench;

import io.mnemograph.Application;
import io.mnemograph.cli.Cli;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.assertj.core.api.Assertions.assertThat;

/** Dispatch of the one jar: service without a command, sub-commands by name, usage and code 2 otherwise. */
class CliTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        return cli.execute(args);
    }

    @Test
    void runsService_noArgsOrOptionsOnly_true() {
        assertThat(Application.runsService(new String[0])).isTrue();
        assertThat(Application.runsService(new String[] {"-Dmicronaut.server.port=9090"})).isTrue();
        assertThat(Application.runsService(new String[] {"bench", "--sizes", "10"})).isFalse();
    }

    @Test
    void execute_unknownCommand_usageAndExitCode2() {
        assertThat(run("frobnicate")).isEqualTo(2);
        assertThat(err.toString()).contains("frobnicate").contains("Usage: mnemograph").contains("bench");
    }

    @Test
    void execute_benchHelp_listsOptionsAndExits0() {
        assertThat(run("bench", "--help")).isZero();
        assertThat(out.toString()).contains("--sizes").contains("--out").contains("--quality-queries");
    }

    @Test
    void execute_benchWithInvalidSize_usageAndExitCode2() {
        assertThat(run("bench", "--sizes", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--sizes");
    }

    @Test
    void execute_qualityQueriesAboveQueries_usageAndExitCode2() {
        assertThat(run("bench", "--queries", "5", "--quality-queries", "6")).isEqualTo(2);
        assertThat(err.toString()).contains("--quality-queries");
    }
}
