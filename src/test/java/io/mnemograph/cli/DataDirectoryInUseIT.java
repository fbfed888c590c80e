package io.mnemograph.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.Application;
import io.mnemograph.testing.ChildJvm;
import io.mnemograph.testing.ServiceProcess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export} and {@code import} on the data directory of a running service, as a user runs them (their own JVM):
 * one plain line saying the directory is in use and what to do instead, exit code 1, no stack trace.
 */
class DataDirectoryInUseIT {

    @TempDir
    Path dataDir;

    @TempDir
    Path work;

    private record Run(int exit, String output) {}

    private Run cli(String... args) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, ServiceProcess.CHILD_JIT));
        command.addAll(ChildJvm.classpath());
        command.addAll(List.of(
                "-Dmnemograph.neo4j.uri=", "-Dmnemograph.embedded.data-dir=" + dataDir, Application.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(process.waitFor(), output);
    }

    @Test
    void exportAndImport_whileAServiceHoldsTheDirectory_sayPlainlyWhatToDo() throws Exception {
        Path file = work.resolve("in.jsonl");
        Files.writeString(file, "");
        try (ServiceProcess ignored = ServiceProcess.embedded(dataDir)) {
            Run export = cli(
                    "export",
                    "--namespace",
                    "alice",
                    "--out",
                    work.resolve("alice.jsonl").toString());
            Run imported = cli("import", "--in", file.toString());

            String inUse = "the directory " + dataDir.toAbsolutePath() + " is in use by a running instance; ";
            assertThat(export.exit()).as(export.output()).isEqualTo(1);
            assertThat(export.output()).contains("export failed: " + inUse + "use GET /v1/export");
            assertThat(imported.exit()).as(imported.output()).isEqualTo(1);
            assertThat(imported.output()).contains("import failed: " + inUse + "stop it first");
            for (Run run : List.of(export, imported)) {
                assertThat(run.output().lines().toList()).as(run.output()).hasSize(1);
            }
        }
    }
}
