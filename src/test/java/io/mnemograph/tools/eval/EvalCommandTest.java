package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.CliRun;
import org.junit.jupiter.api.Test;

/** {@code mnemograph eval} refuses a bad option before any database starts; {@link EvalCommandIT} runs it whole. */
class EvalCommandTest {

    @Test
    void evalLocomo_badOption_exitCode2NamingIt() {
        CliRun run = CliRun.of("eval", "locomo", "--k", "ten");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--k");
    }
}
