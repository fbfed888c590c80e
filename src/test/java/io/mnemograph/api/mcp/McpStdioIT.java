package io.mnemograph.api.mcp;

import static io.mnemograph.testing.TestKeys.ADMIN;
import static io.mnemograph.testing.TestKeys.WRITE_A;
import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.EmbeddedNeo4jExtension;
import io.mnemograph.testing.SharedNeo4j;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mnemograph mcp} over stdio, in a child JVM started as a desktop client starts it (the service's main class,
 * from the built jar in the failsafe phase: {@link io.mnemograph.testing.ChildJvm}), pointed at the shared Neo4j as at
 * a remote server, and driven by the MCP Java SDK's own stdio client: stdout carries only the protocol, the key comes
 * from {@code MNEMOGRAPH_API_KEY}, the namespace from {@code --namespace}.
 */
@ExtendWith(EmbeddedNeo4jExtension.class)
class McpStdioIT {

    /** The command line of a child JVM running {@code mnemograph mcp} with {@code arguments}. */
    private static List<String> command(String... arguments) {
        return McpClients.stdioCommand(
                List.of(
                        "-Dmnemograph.timeouts.connect-seconds=60",
                        "-Dmnemograph.security.keys-file=src/test/resources/security/api-keys"),
                arguments);
    }

    private static long memories(String namespace) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("MATCH (m:Memory {namespace: $ns}) RETURN count(m) AS n", Map.of("ns", namespace))
                    .single()
                    .get("n")
                    .asLong();
        }
    }

    @Test
    void stdio_initialize_listTools_remember_recall_forget_badArgument() {
        List<String> command = command("--namespace", "ns-a");
        ServerParameters parameters = ServerParameters.builder(command.getFirst())
                .args(command.subList(1, command.size()))
                .env(Map.of("MNEMOGRAPH_API_KEY", WRITE_A))
                .build();
        McpSyncClient client = McpClients.client(new StdioClientTransport(parameters, McpClients.JSON));
        try {
            McpScenarios.initializes(client);
            McpScenarios.listsToolsWithRealSchemas(client);
            McpScenarios.remembersRecallsAndForgets(client, "ns-a");
            McpScenarios.refusesBadArgumentsWritingNothing(client, () -> memories("ns-a"));
            assertThat(McpClients.error(McpClients.call(client, "consolidate", Map.of())))
                    .as("a write key cannot consolidate")
                    .containsEntry("code", "forbidden");
        } finally {
            client.closeGracefully();
        }
    }

    @Test
    void stdio_everyTool_answersValidAgainstItsOutputSchema_initializeBeforeTheServiceIsUp() throws Exception {
        List<String> command = command("--namespace", "mcp-stdio-tour");
        StdioClientTransport transport = new StdioClientTransport(
                ServerParameters.builder(command.getFirst())
                        .args(command.subList(1, command.size()))
                        .env(Map.of("MNEMOGRAPH_API_KEY", ADMIN))
                        .build(),
                McpClients.JSON);
        List<String> stderr = new CopyOnWriteArrayList<>();
        transport.setStdErrorHandler(stderr::add);
        McpSyncClient client = McpClients.client(transport);
        try {
            long launched = System.nanoTime();
            McpScenarios.initializes(client);
            long initialized = System.nanoTime() - launched;
            awaitReady(stderr);
            System.out.printf(
                    "MCP stdio: initialize answered %d ms after launch; the service was ready after %d ms%n",
                    TimeUnit.NANOSECONDS.toMillis(initialized),
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - launched));
            assertThat(new McpToolTour(client).run("mcp-stdio-tour"))
                    .containsExactlyInAnyOrderElementsOf(McpScenarios.TOOLS);
        } finally {
            client.closeGracefully();
        }
    }

    @Test
    void stdio_stdinClosedWhileConsolidating_finishesTheSweep_releasesTheLock_printsNoStackTrace(@TempDir Path dir)
            throws Exception {
        Path stdout = dir.resolve("stdout");
        Path stderr = dir.resolve("stderr");
        ProcessBuilder builder = new ProcessBuilder(command("--namespace", "mcp-stdio-close"))
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile());
        builder.environment().put("MNEMOGRAPH_API_KEY", ADMIN);
        Process process = builder.start();
        try (var in = new java.io.PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8)) {
            in.println("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"initialize\", \"params\": {"
                    + "\"protocolVersion\": \"2025-06-18\", \"capabilities\": {}, \"clientInfo\": {\"name\": \"t\","
                    + " \"version\": \"1\"}}}");
            awaitReady(() -> Files.readAllLines(stderr));
            in.println("{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {"
                    + "\"name\": \"consolidate\", \"arguments\": {}}}");
        }
        boolean exited = process.waitFor(300, TimeUnit.SECONDS);
        if (!exited) {
            process.destroyForcibly().waitFor();
        }
        String errors = Files.readString(stderr);
        assertThat(exited).as("exits when stdin closes; stderr:%n%s", errors).isTrue();
        assertThat(process.exitValue()).isZero();
        List<String> answers = Files.readAllLines(stdout);
        assertThat(answers).hasSize(2);
        assertThat(answers.get(0)).contains("\"protocolVersion\":\"2025-06-18\"");
        assertThat(answers.get(1)).as("the sweep finished").contains("\"id\":2").contains("cooled");
        assertThat(errors).as("no stack trace").doesNotContain("\tat ");
        assertThat(errors).as("no scheduled sweep in the stdio process").doesNotContain("sweep scheduled");
        try (var session = SharedNeo4j.driver().session()) {
            assertThat(session.run("MATCH (l:SweepLock {namespace: 'mcp-stdio-close'}) RETURN l.owner AS owner")
                            .single()
                            .get("owner")
                            .isNull())
                    .as("the lock is released")
                    .isTrue();
        }
    }

    /** Waits until the command says its service is up (its stderr line), at most five minutes. */
    private static void awaitReady(List<String> stderr) throws Exception {
        awaitReady(() -> List.copyOf(stderr));
    }

    private static void awaitReady(java.util.concurrent.Callable<List<String>> stderr) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (stderr.call().stream().noneMatch(line -> line.contains("MCP server on stdio"))) {
            assertThat(System.nanoTime())
                    .as("the service started within five minutes")
                    .isLessThan(deadline);
            Thread.sleep(200);
        }
    }

    @Test
    void stdio_withKeysConfigured_andNoKey_exitsNamingTheVariable(@TempDir Path dir) throws Exception {
        Path stdout = dir.resolve("stdout");
        Path stderr = dir.resolve("stderr");
        ProcessBuilder builder = new ProcessBuilder(command("--namespace", "ns-a"))
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile());
        builder.environment().remove("MNEMOGRAPH_API_KEY");
        Process process = builder.start();
        process.getOutputStream().close();
        boolean exited = process.waitFor(180, TimeUnit.SECONDS);
        if (!exited) {
            process.destroyForcibly().waitFor();
        }
        String errors = Files.readString(stderr);
        assertThat(exited).as("exits by itself; stderr:%n%s", errors).isTrue();
        assertThat(process.exitValue()).isEqualTo(1);
        assertThat(errors).contains("set MNEMOGRAPH_API_KEY");
        assertThat(Files.readString(stdout))
                .as("stdout is for the protocol only")
                .isEmpty();
    }
}
