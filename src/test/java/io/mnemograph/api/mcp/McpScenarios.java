package io.mnemograph.api.mcp;

import static io.mnemograph.api.mcp.McpClients.answer;
import static io.mnemograph.api.mcp.McpClients.argument;
import static io.mnemograph.api.mcp.McpClients.call;
import static io.mnemograph.api.mcp.McpClients.error;
import static io.mnemograph.api.mcp.McpClients.tool;
import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.api.request.RequestRules;
import io.mnemograph.config.BuildVersion;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.testing.ScoreFactors;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * What every MCP transport must do, written once and run over streamable HTTP and stdio: initialize, list tools with
 * real schema types, remember, recall with explanations, forget, and refuse a bad argument naming it.
 */
final class McpScenarios {

    static final List<String> TOOLS = List.of(
            "remember",
            "recall",
            "get_memory",
            "forget",
            "associate",
            "memory_history",
            "consolidate",
            "list_memories",
            "memory_links",
            "update_memory",
            "remove_association",
            "forget_namespace");

    private McpScenarios() {}

    /** {@code initialize} names the server and offers tools. */
    static void initializes(McpSyncClient client) {
        McpSchema.InitializeResult init = client.initialize();
        assertThat(init.serverInfo().name()).isEqualTo("mnemograph");
        assertThat(init.serverInfo().version())
                .as("the build's version")
                .isEqualTo(BuildVersion.current())
                .isNotEqualTo("development");
        assertThat(init.capabilities().tools()).isNotNull();
        assertThat(init.instructions()).contains("recall").contains("remember");
    }

    /** The tools, each argument typed as the HTTP validation reads it, with its range and required fields. */
    @SuppressWarnings("unchecked")
    static void listsToolsWithRealSchemas(McpSyncClient client) {
        List<McpSchema.Tool> tools = client.listTools().tools();
        assertThat(tools).extracting(McpSchema.Tool::name).containsExactlyElementsOf(TOOLS);
        for (McpSchema.Tool tool : tools) {
            assertThat(tool.description()).as(tool.name()).hasSizeGreaterThan(80);
            assertThat(tool.inputSchema().type()).isEqualTo("object");
            assertThat(tool.inputSchema().additionalProperties()).isFalse();
            assertThat(tool.inputSchema().properties())
                    .as("the namespace comes from the connection")
                    .doesNotContainKey("namespace");
            tool.inputSchema()
                    .properties()
                    .values()
                    .forEach(schema -> assertThat((Map<String, Object>) schema).containsKeys("type", "description"));
        }
        McpSchema.Tool recall = tool(tools, "recall");
        assertThat(recall.inputSchema().required()).containsExactly("query");
        assertThat(argument(recall, "limit"))
                .containsEntry("type", "integer")
                .containsEntry("minimum", 1)
                .containsEntry("maximum", Integer.parseInt(LimitSettings.DEFAULT_MAX_RECALL_LIMIT))
                .containsEntry("default", RecallRequest.DEFAULT_LIMIT);
        assertThat(argument(recall, "explain"))
                .containsEntry("type", "boolean")
                .containsEntry("default", RecallRequest.DEFAULT_EXPLAIN);
        assertThat(argument(recall, "boost"))
                .containsEntry("type", "boolean")
                .containsEntry("default", RecallRequest.DEFAULT_BOOST);
        assertThat(argument(recall, "threshold"))
                .containsEntry("type", "number")
                .containsEntry("maximum", RequestRules.MAX_THRESHOLD)
                .doesNotContainKey("default");
        assertThat(argument(recall, "hops"))
                .containsEntry("type", "integer")
                .containsEntry("maximum", RequestRules.MAX_HOPS)
                .containsEntry("default", RecallRequest.DEFAULT_HOPS);
        assertThat(argument(recall, "spread_factor")).containsEntry("minimum", RequestRules.MIN_SPREAD_FACTOR);
        assertThat(argument(recall, "filter")).containsEntry("additionalProperties", false);
        assertThat(argument(recall, "at")).containsEntry("type", "string").containsEntry("format", "date-time");
        assertThat((List<String>) argument(recall, "seeds").get("enum")).contains("vector", "hybrid", "lexical");
        assertThat((Map<String, Object>) argument(recall, "filter").get("properties"))
                .containsOnlyKeys("kind", "session_id", "metadata");
        McpSchema.Tool remember = tool(tools, "remember");
        assertThat(remember.inputSchema().required()).containsExactly("content");
        assertThat(argument(remember, "content"))
                .containsEntry("type", "string")
                .containsEntry("maxLength", 32000);
        assertThat(argument(remember, "importance"))
                .containsEntry("type", "number")
                .containsEntry("minimum", 0.0)
                .containsEntry("maximum", 10.0);
        assertThat(argument(remember, "weight")).containsEntry("type", "number");
        assertThat(argument(remember, "entities"))
                .containsEntry("type", "array")
                .containsEntry("maxItems", 64);
        assertThat((Map<String, Object>) argument(remember, "entities").get("items"))
                .containsEntry("type", "string");
        assertThat(argument(remember, "ttl_seconds")).containsEntry("type", "integer");
        assertThat(argument(remember, "supersedes")).containsEntry("format", "uuid");
        assertThat(argument(remember, "metadata")).containsEntry("type", "object");
        assertThat(tool(tools, "associate").inputSchema().required()).containsExactly("source", "target");
        assertThat(argument(tool(tools, "associate"), "weight"))
                .containsEntry("type", "number")
                .containsEntry("maximum", 1.0);
        assertThat(tool(tools, "get_memory").annotations().readOnlyHint()).isTrue();
        assertThat(tool(tools, "recall").annotations().readOnlyHint())
                .as("a recall reinforces")
                .isFalse();
        assertThat(tool(tools, "forget").annotations().destructiveHint()).isTrue();
        for (String name : List.of("get_memory", "forget", "memory_history")) {
            assertThat(tool(tools, name).inputSchema().required()).containsExactly("id");
        }
    }

    /**
     * Remembers two turns of a session in the connection's namespace ({@code namespace}), recalls them with
     * explanations, reads one, forgets it, and finds it gone.
     */
    @SuppressWarnings("unchecked")
    static void remembersRecallsAndForgets(McpSyncClient client, String namespace) {
        Map<String, Object> first = answer(call(
                client,
                "remember",
                Map.of(
                        "content",
                        "Caroline named her puppy Biscuit.",
                        "session_id",
                        "chat-1",
                        "entities",
                        List.of("Caroline"),
                        "importance",
                        6.5)));
        assertThat(first)
                .containsEntry("namespace", namespace)
                .containsEntry("importance", 6.5)
                .containsEntry("replayed", false)
                .containsKeys("id", "contradictions");
        String id = (String) first.get("id");
        answer(call(
                client,
                "remember",
                Map.of(
                        "content",
                        "Biscuit finally learned to fetch the frisbee at the park.",
                        "session_id",
                        "chat-1")));

        Map<String, Object> recalled = answer(call(
                client,
                "recall",
                Map.of("query", "What can Caroline's dog do?", "explain", true, "threshold", 0.0, "limit", 5)));
        assertThat(recalled).containsEntry("namespace", namespace);
        List<Map<String, Object>> results = (List<Map<String, Object>>) recalled.get("results");
        assertThat(results)
                .extracting(result -> result.get("content"))
                .contains(
                        "Caroline named her puppy Biscuit.",
                        "Biscuit finally learned to fetch the frisbee at the park.");
        for (Map<String, Object> result : results) {
            assertThat(result).containsKeys("id", "score", "via", "hops", "tier", "resurrected", "path", "memory");
            assertThat((Map<String, Object>) result.get("components"))
                    .containsOnlyKeys(ScoreFactors.NAMES.toArray(String[]::new));
            assertThat((Map<String, Object>) result.get("memory"))
                    .containsKeys("stability", "access_count", "found_in");
        }

        Map<String, Object> memory = answer(call(client, "get_memory", Map.of("id", id)));
        assertThat(memory)
                .containsEntry("id", id)
                .containsEntry("namespace", namespace)
                .containsEntry("content", "Caroline named her puppy Biscuit.")
                .containsEntry("session_ids", List.of("chat-1"));
        assertThat(answer(call(client, "forget", Map.of("id", id)))).isEqualTo(Map.of("id", id, "deleted", true));
        assertThat(error(call(client, "get_memory", Map.of("id", id))))
                .containsEntry("code", "not_found")
                .containsEntry("field", "id");
    }

    /**
     * Bad arguments are tool errors naming the field, as the HTTP 400 does, and store nothing ({@code memories}
     * counts the stored memories).
     */
    static void refusesBadArgumentsWritingNothing(McpSyncClient client, LongSupplier memories) {
        long before = memories.getAsLong();
        assertThat(error(call(client, "remember", Map.of("content", "Too important.", "importance", 11))))
                .containsEntry("code", "invalid_input")
                .containsEntry("field", "importance");
        assertThat(error(call(client, "remember", Map.of("importance", 3)))).containsEntry("field", "content");
        assertThat(error(call(client, "remember", Map.of("content", "Elsewhere.", "namespace", "other"))))
                .containsEntry("field", "namespace");
        assertThat(error(call(client, "remember", Map.of("content", "Listed.", "entities", "Caroline"))))
                .containsEntry("field", "entities");
        assertThat(error(call(client, "recall", Map.of("query", "dog", "limit", "five"))))
                .containsEntry("field", "limit");
        assertThat(error(call(client, "recall", Map.of("query", "dog", "explain", "yes"))))
                .containsEntry("field", "explain");
        assertThat(error(call(client, "get_memory", Map.of("id", "not-a-uuid"))))
                .containsEntry("field", "id");
        assertThat(memories.getAsLong()).isEqualTo(before);
    }
}
