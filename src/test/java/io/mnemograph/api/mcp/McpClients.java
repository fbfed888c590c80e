package io.mnemograph.api.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.mnemograph.Application;
import io.mnemograph.testing.ChildJvm;
import io.mnemograph.testing.ServiceProcess;
import io.mnemograph.testing.SharedNeo4j;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The MCP Java SDK's own client, over streamable HTTP or stdio, and readers of its answers for the MCP tests. */
final class McpClients {

    static final McpJsonMapper JSON = new JacksonMcpJsonMapper(new ObjectMapper());

    private McpClients() {}

    /**
     * The command line of a child JVM running {@code mnemograph mcp} on the tests' shared Neo4j: {@code settings}
     * ({@code -Dkey=value}) after the common ones, then {@code arguments} of the {@code mcp} command.
     */
    static List<String> stdioCommand(List<String> settings, String... arguments) {
        List<String> command = new ArrayList<>(List.of(
                ProcessHandle.current().info().command().orElse("java"),
                "-Xmx1g",
                ServiceProcess.CHILD_JIT,
                "--enable-native-access=ALL-UNNAMED"));
        command.addAll(ChildJvm.classpath());
        command.addAll(List.of(
                "-Dmnemograph.neo4j.uri=" + SharedNeo4j.server().boltUri(),
                // as the suite's application-test.yml: a loaded 2-core machine outlives the default timeout
                "-Dmnemograph.timeouts.transaction-seconds=300"));
        command.addAll(settings);
        command.add(Application.class.getName());
        command.add("mcp");
        command.addAll(List.of(arguments));
        return command;
    }

    /** A client of {@code /mcp?namespace=...} on {@code server} (no namespace when null), with {@code key} if any. */
    static McpSyncClient http(URL server, String namespace, String key) {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(server.toString())
                .endpoint(namespace == null ? "/mcp" : "/mcp?namespace=" + namespace)
                .jsonMapper(JSON)
                .customizeRequest(request -> {
                    if (key != null) {
                        request.header("Authorization", "Bearer " + key);
                    }
                })
                .build();
        return client(transport);
    }

    /** A client on {@code transport}, waiting long enough for a loaded 2-core machine. */
    static McpSyncClient client(McpClientTransport transport) {
        return McpClient.sync(transport)
                .requestTimeout(Duration.ofSeconds(120))
                .initializationTimeout(Duration.ofSeconds(120))
                .build();
    }

    /** Calls {@code tool} with {@code arguments}. */
    static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> arguments) {
        return client.callTool(new McpSchema.CallToolRequest(tool, arguments));
    }

    /** The structured content of a successful call, after checking its text is the same JSON. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> answer(CallToolResult result) {
        assertThat(result.isError()).as("tool error: %s", text(result)).isFalse();
        return sameAsText(result);
    }

    /**
     * The error of a failed call ({@code code}, {@code message}, {@code field}), from its text: an error carries no
     * structured content, which clients would hold against the tool's output schema.
     */
    @SuppressWarnings("unchecked")
    static Map<String, Object> error(CallToolResult result) {
        assertThat(result.isError())
                .as("expected a tool error: %s", text(result))
                .isTrue();
        assertThat(result.structuredContent())
                .as("an error has no structured content")
                .isNull();
        try {
            return (Map<String, Object>) JSON.readValue(text(result), Map.class).get("error");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> sameAsText(CallToolResult result) {
        Map<String, Object> structured = (Map<String, Object>) result.structuredContent();
        try {
            assertThat(JSON.readValue(text(result), Map.class)).isEqualTo(structured);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return structured;
    }

    /** The text of a result's only content. */
    static String text(CallToolResult result) {
        assertThat(result.content()).hasSize(1);
        return ((McpSchema.TextContent) result.content().getFirst()).text();
    }

    /** The JSON schema of one argument of {@code tool}. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> argument(McpSchema.Tool tool, String name) {
        Map<String, Object> schema =
                (Map<String, Object>) tool.inputSchema().properties().get(name);
        assertThat(schema).as("%s has an argument %s", tool.name(), name).isNotNull();
        return schema;
    }

    /** The tool {@code name} of a {@code tools/list} answer. */
    static McpSchema.Tool tool(List<McpSchema.Tool> tools, String name) {
        return tools.stream()
                .filter(tool -> tool.name().equals(name))
                .findFirst()
                .orElseThrow();
    }
}
