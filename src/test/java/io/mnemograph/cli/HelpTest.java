package io.mnemograph.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.Application;
import io.mnemograph.testing.ServiceProcess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code java -jar mnemograph.jar --help} prints the commands and exits instead of starting the service. */
class HelpTest {

    /** Runs {@link Application} in a fresh JVM on this test's classpath; fails when it has not exited in 60 s. */
    private static Exited runApplication(String... args) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new java.util.ArrayList<>(List.of(
                java,
                ServiceProcess.CHILD_JIT,
                "-cp",
                System.getProperty("java.class.path"),
                Application.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        boolean exited = process.waitFor(60, TimeUnit.SECONDS);
        if (!exited) {
            process.destroyForcibly().waitFor();
        }
        assertThat(exited)
                .as("the process exits by itself rather than running the service")
                .isTrue();
        return new Exited(
                process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    private record Exited(int code, String output) {}

    @Test
    void runsService_helpOrVersion_false() {
        assertThat(Application.runsService(new String[] {"--help"})).isFalse();
        assertThat(Application.runsService(new String[] {"-h"})).isFalse();
        assertThat(Application.runsService(new String[] {"--version"})).isFalse();
        assertThat(Application.runsService(new String[] {"-Dmicronaut.server.port=9090"}))
                .isTrue();
    }

    @Test
    void main_help_printsEveryCommandAndExits0() throws Exception {
        Exited help = runApplication("--help");

        assertThat(help.code()).isZero();
        assertThat(help.output())
                .contains("Usage:")
                .contains("Without a command: runs the HTTP service")
                .contains("Commands:")
                .contains("bench")
                .contains("demo")
                .contains("eval")
                .doesNotContain("Embedded Neo4j started");
    }

    @Test
    void main_version_printsTheVersionAndExits0() throws Exception {
        Exited version = runApplication("--version");

        assertThat(version.code()).isZero();
        assertThat(version.output()).startsWith("mnemograph ");
    }
}
