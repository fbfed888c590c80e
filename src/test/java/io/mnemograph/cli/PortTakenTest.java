package io.mnemograph.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.Application;
import io.mnemograph.testing.ServiceProcess;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A port already taken stops the service's start-up (a real process, the port held by a {@link ServerSocket}) with a
 * message naming the setting to change, and before the embedded Neo4j starts.
 */
class PortTakenTest {

    @TempDir
    Path dataDir;

    /** Starts the service in a fresh JVM with these settings; returns its exit code and output. */
    private Exited startService(String... settings) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(
                java,
                ServiceProcess.CHILD_JIT,
                "-cp",
                System.getProperty("java.class.path"),
                "-Dmnemograph.neo4j.uri=",
                "-Dmnemograph.embedded.data-dir=" + dataDir,
                "-Dmnemograph.lifecycle.enabled=false"));
        command.addAll(List.of(settings));
        command.add(Application.class.getName());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        boolean exited = process.waitFor(120, TimeUnit.SECONDS);
        if (!exited) {
            process.destroyForcibly().waitFor();
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(exited).as("start-up stops by itself; output:%n%s", output).isTrue();
        return new Exited(process.exitValue(), output);
    }

    private record Exited(int code, String output) {}

    private static ServerSocket occupy() throws IOException {
        ServerSocket socket = new ServerSocket();
        socket.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
        return socket;
    }

    @Test
    void start_httpPortTaken_exitsNamingMicronautServerPort() throws Exception {
        try (ServerSocket taken = occupy()) {
            int port = taken.getLocalPort();
            Exited start = startService(
                    "-Dmicronaut.server.port=" + port,
                    "-Dmnemograph.embedded.bolt-port=0",
                    "-Dmnemograph.embedded.http-port=0");

            assertThat(start.code()).isEqualTo(1);
            assertThat(start.output())
                    .contains("mnemograph cannot start: Port " + port + " on 127.0.0.1 is already in use")
                    .contains("set micronaut.server.port (environment variable MICRONAUT_SERVER_PORT)")
                    .doesNotContain("Embedded Neo4j started");
        }
    }

    @Test
    void start_boltPortTaken_exitsNamingTheBoltPortSetting() throws Exception {
        try (ServerSocket taken = occupy()) {
            int port = taken.getLocalPort();
            Exited start = startService(
                    "-Dmicronaut.server.port=0",
                    "-Dmnemograph.embedded.bolt-port=" + port,
                    "-Dmnemograph.embedded.http-port=0");

            assertThat(start.code()).isEqualTo(1);
            assertThat(start.output())
                    .contains("mnemograph cannot start: Port " + port)
                    .contains("set mnemograph.embedded.bolt-port (environment variable MNEMOGRAPH_EMBEDDED_BOLT_PORT)")
                    .doesNotContain("Embedded Neo4j started");
        }
    }

    @Test
    void start_browserPortTaken_exitsNamingTheHttpPortSetting() throws Exception {
        try (ServerSocket taken = occupy()) {
            int port = taken.getLocalPort();
            Exited start = startService(
                    "-Dmicronaut.server.port=0",
                    "-Dmnemograph.embedded.bolt-port=0",
                    "-Dmnemograph.embedded.http-port=" + port);

            assertThat(start.code()).isEqualTo(1);
            assertThat(start.output())
                    .contains("mnemograph cannot start: Port " + port)
                    .contains("set mnemograph.embedded.http-port (environment variable MNEMOGRAPH_EMBEDDED_HTTP_PORT)");
        }
    }
}
