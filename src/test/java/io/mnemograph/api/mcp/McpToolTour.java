package io.mnemograph.api.mcp;

import static io.mnemograph.api.mcp.McpClients.error;
import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every tool called once or more through a real MCP client, each answer held against the tool's declared
 * {@code outputSchema} ({@link OutputSchemaCheck}): the tour a client nobody here wrote would take. Needs a
 * connection whose key may do everything (admin) in a namespace of its own, which it empties at the end.
 */
final class McpToolTour {

    private final McpSyncClient client;
    private final Map<String, McpSchema.Tool> tools = new LinkedHashMap<>();
    private final Set<String> called = new LinkedHashSet<>();

    McpToolTour(McpSyncClient client) {
        this.client = client;
        client.listTools().tools().forEach(tool -> tools.put(tool.name(), tool));
    }

    /** Calls every tool in {@code namespace} (the connection's), validating each answer; returns the tools called. */
    @SuppressWarnings("unchecked")
    Set<String> run(String namespace) {
        String lisbon = id(call(
                "remember",
                Map.of(
                        "content",
                        "Maria moved to Lisbon in 2021.",
                        "session_id",
                        "s1",
                        "kind",
                        "fact",
                        "entities",
                        List.of("Maria", "Lisbon"),
                        "metadata",
                        Map.of("source", "chat"))));
        String aquarium =
                id(call("remember", Map.of("content", "Maria works at the aquarium in Lisbon.", "session_id", "s1")));
        String porto = id(call("remember", Map.of("content", "Maria now lives in Porto.", "supersedes", lisbon)));
        call("recall", Map.of("query", "Where does Maria live?", "explain", true, "threshold", 0.0));
        call("recall", Map.of("query", "Maria's job", "limit", 2));
        call("get_memory", Map.of("id", aquarium));
        Map<String, Object> first = call("list_memories", Map.of("limit", 2));
        assertThat((List<?>) first.get("memories")).hasSize(2);
        assertThat(first.get("next_cursor"))
                .as("a third memory is on the next page")
                .isNotNull();
        Map<String, Object> second =
                call("list_memories", Map.of("cursor", first.get("next_cursor"), "kind", "fact", "tier", "hot"));
        assertThat(second).containsEntry("namespace", namespace);
        call("memory_links", Map.of("id", lisbon));
        call("memory_history", Map.of("id", porto));
        call("associate", Map.of("source", aquarium, "target", porto, "weight", 0.7));
        assertThat(call("remove_association", Map.of("source", aquarium, "target", porto)))
                .containsEntry("deleted", true);
        assertThat(call("update_memory", Map.of("id", aquarium, "weight", 0.5))).containsEntry("weight", 0.5);
        call("forget", Map.of("id", aquarium));
        call("consolidate", Map.of());
        assertThat(error(McpClients.call(client, "forget_namespace", Map.of("confirm", namespace + "-not"))))
                .containsEntry("field", "confirm");
        assertThat((Number)
                        call("forget_namespace", Map.of("confirm", namespace)).get("nodes_deleted"))
                .as("the memories, session and entities")
                .matches(n -> n.longValue() >= 2);
        assertThat((List<?>) call("list_memories", Map.of()).get("memories")).isEmpty();
        return called;
    }

    private Map<String, Object> call(String name, Map<String, Object> arguments) {
        McpSchema.Tool tool = tools.get(name);
        assertThat(tool).as("tools/list has %s", name).isNotNull();
        CallToolResult result = McpClients.call(client, name, arguments);
        OutputSchemaCheck.valid(tool, result);
        called.add(name);
        return McpClients.answer(result);
    }

    private static String id(Map<String, Object> remembered) {
        return (String) remembered.get("id");
    }
}
