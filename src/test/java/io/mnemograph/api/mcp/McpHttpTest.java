package io.mnemograph.api.mcp;

import static io.mnemograph.api.mcp.McpClients.answer;
import static io.mnemograph.api.mcp.McpClients.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The MCP server over streamable HTTP at {@code /mcp}, end to end with the MCP Java SDK's own client on the running
 * service (anonymous on loopback: no keys configured here; {@link McpSecurityTest} has the keys).
 */
@MnemographTest
class McpHttpTest extends ApiTest {

    @Inject
    EmbeddedServer server;

    private McpSyncClient client;

    private McpSyncClient connect(String namespace) {
        client = McpClients.http(server.getURL(), namespace, null);
        McpScenarios.initializes(client);
        return client;
    }

    @AfterEach
    void close() {
        if (client != null) {
            client.close();
        }
    }

    private static long memories() {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("MATCH (m:Memory) RETURN count(m) AS n")
                    .single()
                    .get("n")
                    .asLong();
        }
    }

    @Test
    void toolsList_typesEveryArgument_withRangesAndRequiredFields() {
        McpScenarios.listsToolsWithRealSchemas(connect(null));
    }

    @Test
    void remember_recallWithExplanations_forget_inTheUrlsNamespace() {
        McpScenarios.remembersRecallsAndForgets(connect("mcp-http"), "mcp-http");
    }

    @Test
    @SuppressWarnings("unchecked")
    void recall_contradictedMemory_ranksTheNewerFirstAndMarksTheOlder() {
        McpSyncClient mcp = connect("mcp-conflicts");
        Map<String, Object> old = answer(call(
                mcp,
                "remember",
                Map.of(
                        "content",
                        "The team offsite is on Thursday 12 March at the Leeds office.",
                        "occurred_at",
                        "2026-03-01T10:00:00Z")));
        Map<String, Object> newer = answer(call(
                mcp,
                "remember",
                Map.of(
                        "content",
                        "The team offsite moved to Friday 20 March, still at the Leeds office.",
                        "occurred_at",
                        "2026-03-05T10:00:00Z",
                        "weight",
                        0.5)));

        Map<String, Object> recalled =
                answer(call(mcp, "recall", Map.of("query", "When is the team offsite?", "threshold", 0.0)));

        List<Map<String, Object>> results = (List<Map<String, Object>>) recalled.get("results");
        assertThat(results).extracting(r -> r.get("id")).startsWith(newer.get("id"), old.get("id"));
        List<Map<String, Object>> conflicts =
                (List<Map<String, Object>>) results.get(1).get("conflicts");
        assertThat(conflicts).extracting(c -> c.get("id")).containsExactly(newer.get("id"));
        assertThat(conflicts.getFirst()).containsEntry("remembered_at", "2026-03-05T10:00:00Z");
        assertThat(results.get(1)).containsEntry("superseded_by", null);
    }

    @Test
    void remember_withoutNamespace_isInDefault() {
        assertThat(answer(call(connect(null), "remember", Map.of("content", "The launch is on Monday."))))
                .containsEntry("namespace", "default");
    }

    @Test
    void recall_filter_keepsOnlyMatchingMemories_andNamesABadFilterField() {
        McpSyncClient mcp = connect("mcp-http");
        answer(call(mcp, "remember", Map.of("content", "Maria likes green tea.", "kind", "preference")));
        answer(call(mcp, "remember", Map.of("content", "Maria drank green tea in Lisbon.", "kind", "event")));

        Map<String, Object> recalled = answer(call(
                mcp, "recall", Map.of("query", "green tea", "threshold", 0.0, "filter", Map.of("kind", "preference"))));

        assertThat((List<Map<String, Object>>) recalled.get("results"))
                .extracting(result -> result.get("content"))
                .containsExactly("Maria likes green tea.");
        assertThat(McpClients.error(call(mcp, "recall", Map.of("query", "tea", "filter", Map.of("size", 1)))))
                .containsEntry("field", "filter.size");
    }

    @Test
    void badArguments_areToolErrorsNamingTheField_andWriteNothing() {
        McpScenarios.refusesBadArgumentsWritingNothing(connect(null), McpHttpTest::memories);
    }

    @Test
    void getMemory_answersTheFieldsOfHttpGet() throws Exception {
        McpSyncClient mcp = connect("mcp-http");
        String id = (String) answer(call(
                        mcp,
                        "remember",
                        Map.of(
                                "content",
                                "Maria moved to Lisbon in 2021.",
                                "metadata",
                                Map.of("source", "chat"),
                                "kind",
                                "fact")))
                .get("id");

        Map<String, Object> viaMcp = answer(call(mcp, "get_memory", Map.of("id", id)));
        Reply viaHttp = api.get("/v1/memories/" + id + "?namespace=mcp-http");

        assertThat(viaMcp).isEqualTo(McpClients.JSON.readValue(viaHttp.text(), Map.class));
    }

    @Test
    void associate_history_consolidate_answerAsTheirRoutes() {
        McpSyncClient mcp = connect("mcp-http");
        String first = (String) answer(call(mcp, "remember", Map.of("content", "The office plant is a ficus.")))
                .get("id");
        String second = (String) answer(call(
                        mcp, "remember", Map.of("content", "The ficus needs water on Fridays.", "supersedes", first)))
                .get("id");

        assertThat(answer(call(mcp, "associate", Map.of("source", first, "target", second, "weight", 0.8))))
                .isEqualTo(Map.of(
                        "namespace", "mcp-http", "source", first, "target", second, "weight", 0.8, "kind", "explicit"));
        Map<String, Object> history = answer(call(mcp, "memory_history", Map.of("id", second, "limit", 10)));
        assertThat(history).containsEntry("id", second).containsKeys("chain", "conflicts", "next_cursor");
        assertThat((List<?>) history.get("chain")).hasSize(2);
        assertThat(answer(call(mcp, "consolidate", Map.of())))
                .containsEntry("namespace", "mcp-http")
                .containsKeys("cooled", "promoted", "promoted_by_rule", "expired", "edges_pruned", "duration_ms");
    }

    @Test
    void everyTool_calledThroughTheSdkClient_answersValidAgainstItsOutputSchema() {
        assertThat(new McpToolTour(connect("mcp-http-tour")).run("mcp-http-tour"))
                .containsExactlyInAnyOrderElementsOf(McpScenarios.TOOLS);
    }

    @Test
    void outputSchema_refusesAnAnswerOfAnotherShape() {
        McpSchema.Tool getMemory = McpClients.tool(connect(null).listTools().tools(), "get_memory");

        assertThat(OutputSchemaCheck.errors(getMemory, Map.of("id", 42)))
                .as("the check can fail")
                .isNotEmpty();
    }

    @Test
    void get_answers405_andAMalformedMessage400_asJsonRpcErrors() {
        HttpClientResponseException get = catchThrowableOfType(
                HttpClientResponseException.class,
                () -> http.toBlocking().exchange(HttpRequest.GET("/mcp").accept(MediaType.TEXT_EVENT_STREAM)));
        assertThat(get.getStatus().getCode())
                .as("the SDK client's stream request")
                .isEqualTo(405);

        Reply malformed = api.post("/mcp", "{\"jsonrpc\": \"2.0\", \"id\": 1, ");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.node("error", "code").getIntValue()).isEqualTo(-32700);
    }
}
