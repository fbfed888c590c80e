package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.Application;
import io.mnemograph.testing.CliRun;
import org.junit.jupiter.api.Test;

/** Dispatch of the one jar: service without a command, sub-commands by name, usage and code 2 otherwise. */
class CliTest {

    @Test
    void runsService_noArgsOrOptionsOnly_true() {
        assertThat(Application.runsService(new String[0])).isTrue();
        assertThat(Application.runsService(new String[] {"-Dmicronaut.server.port=9090"}))
                .isTrue();
        assertThat(Application.runsService(new String[] {"bench", "--sizes", "10"}))
                .isFalse();
    }

    @Test
    void execute_unknownCommand_usageAndExitCode2() {
        CliRun run = CliRun.of("frobnicate");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err())
                .contains("frobnicate")
                .contains("Usage: mnemograph")
                .contains("bench");
    }

    @Test
    void execute_benchHelp_listsOptionsAndExits0() {
        CliRun run = CliRun.of("bench", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--sizes").contains("--out").contains("--quality-queries");
    }

    @Test
    void execute_benchWithInvalidSize_usageAndExitCode2() {
        CliRun run = CliRun.of("bench", "--sizes", "0");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--sizes");
    }

    @Test
    void execute_qualityQueriesAboveQueries_usageAndExitCode2() {
        CliRun run = CliRun.of("bench", "--queries", "5", "--quality-queries", "6");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--quality-queries");
    }
}
