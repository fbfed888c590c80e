package io.mnemograph.api.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.Application;
import io.mnemograph.testing.ChildJvm;
import io.mnemograph.testing.ServiceProcess;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mnemograph mcp} on its first launch, as a desktop client starts it: on a fresh data directory, with the
 * embedded Neo4j and no setting but the directory. {@code tools/list} is answered while the service is still starting
 * (before its "MCP server on stdio" line), a tool call made then waits for the service and succeeds, and the embedded
 * Neo4j binds no fixed port: its Bolt port is a free one and Neo4j Browser does not start, so the command runs beside
 * a service on 7687 and 7474. Issue 48: {@code tools/list} answered "still starting" or after 40 s, and the command
 * bound 7687 and 7474.
 */
class McpStdioFirstLaunchIT {

    private static final Pattern NEO4J = Pattern.compile("MCP server on stdio.*; Neo4j bolt://127\\.0\\.0\\.1:(\\d+)");

    private static List<String> command(Path dataDir) {
        List<String> command = new ArrayList<>(List.of(
                ProcessHandle.current().info().command().orElse("java"),
                "-Xmx1g",
                ServiceProcess.CHILD_JIT,
                "--enable-native-access=ALL-UNNAMED"));
        command.addAll(ChildJvm.classpath());
        command.add("-Dmnemograph.embedded.data-dir=" + dataDir);
        // a loaded 2-core machine can take longer than the default 50 s to start; the test client waits 120 s
        command.add("-Dmnemograph.startup.tool-call-wait-seconds=110");
        // as the suite's application-test.yml: a loaded 2-core machine outlives the default transaction timeout
        command.add("-Dmnemograph.timeouts.transaction-seconds=300");
        command.add(Application.class.getName());
        command.addAll(List.of("mcp", "--namespace", "first-launch"));
        return command;
    }

    @Test
    void firstLaunch_listsToolsWhileStarting_aToolCallWaitsForTheService_noFixedPort(@TempDir Path dir)
            throws Exception {
        List<String> command = command(dir.resolve("data"));
        StdioClientTransport transport = new StdioClientTransport(
                ServerParameters.builder(command.getFirst())
                        .args(command.subList(1, command.size()))
                        .build(),
                McpClients.JSON);
        List<String> stderr = new CopyOnWriteArrayList<>();
        transport.setStdErrorHandler(stderr::add);
        McpSyncClient client = McpClients.client(transport);
        try {
            McpScenarios.initializes(client);
            List<McpSchema.Tool> tools = client.listTools().tools();
            boolean listedWhileStarting = stderr.stream().noneMatch(line -> line.contains("MCP server on stdio"));

            assertThat(tools).extracting(McpSchema.Tool::name).containsExactlyElementsOf(McpScenarios.TOOLS);
            assertThat(listedWhileStarting)
                    .as("tools/list answered before the service was up; stderr:%n%s", String.join("\n", stderr))
                    .isTrue();
            Map<String, Object> remembered = McpClients.answer(McpClients.call(
                    client, "remember", Map.of("content", "Noor keeps the spare bike key under the blue pot.")));
            assertThat(remembered).containsKey("id");
            Map<String, Object> recalled =
                    McpClients.answer(McpClients.call(client, "recall", Map.of("query", "Where is the bike key?")));
            assertThat(String.valueOf(recalled.get("results"))).contains("blue pot");
        } finally {
            client.closeGracefully();
        }
        String errors = String.join("\n", stderr);
        Matcher ready = NEO4J.matcher(errors);
        assertThat(ready.find())
                .as("the ready line names the Bolt address; stderr:%n%s", errors)
                .isTrue();
        assertThat(Integer.parseInt(ready.group(1)))
                .as("a free Bolt port, not 7687")
                .isNotEqualTo(7687);
        assertThat(errors).as("no Neo4j Browser").doesNotContain("/browser/").doesNotContain(":7474");
        assertThat(errors).as("no scheduled sweep").doesNotContain("sweep scheduled");
    }
}
