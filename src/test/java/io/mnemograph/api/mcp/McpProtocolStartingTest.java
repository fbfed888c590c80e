package io.mnemograph.api.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.config.LimitSettings;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The protocol of a stdio process whose service is still starting ({@link McpProtocol#starting}): what needs no
 * database is answered at once (the handshake, {@code tools/list} from the settings' catalogue, empty prompt and
 * resource lists), a tool call gets the retryable -32000, never "unknown tool".
 */
class McpProtocolStartingTest {

    private static final LimitSettings LIMITS = new LimitSettings(500, 7, 1000);

    private final McpProtocol starting = McpProtocol.starting(ToolCalls.catalog(LIMITS));

    @SuppressWarnings("unchecked")
    private Map<String, Object> answer(String message) throws Exception {
        return McpClients.JSON.readValue(starting.answer(null, message, null).body(), Map.class);
    }

    private static String request(int id, String method, String params) {
        return "{\"jsonrpc\": \"2.0\", \"id\": " + id + ", \"method\": \"" + method + "\", \"params\": " + params + "}";
    }

    @Test
    @SuppressWarnings("unchecked")
    void initialize_whileStarting_answersTheVersionAsked() throws Exception {
        String initialize = request(
                1,
                "initialize",
                "{\"protocolVersion\": \"2025-03-26\", \"capabilities\": {}, \"clientInfo\": {\"name\": \"t\","
                        + " \"version\": \"1\"}}");

        assertThat(McpStartingMessages.answersWhileStarting(initialize)).isTrue();
        assertThat((Map<String, Object>) answer(initialize).get("result"))
                .containsEntry("protocolVersion", "2025-03-26");
    }

    @Test
    @SuppressWarnings("unchecked")
    void toolsList_whileStarting_listsEveryToolWithTheConfiguredLimits() throws Exception {
        String list = request(2, "tools/list", "{}");

        assertThat(McpStartingMessages.answersWhileStarting(list)).isTrue();
        List<Map<String, Object>> tools =
                (List<Map<String, Object>>) ((Map<String, Object>) answer(list).get("result")).get("tools");
        assertThat(tools).extracting(tool -> tool.get("name")).containsExactlyElementsOf(McpScenarios.TOOLS);
        Map<String, Object> recall = tools.get(1);
        Map<String, Object> limit = (Map<String, Object>)
                ((Map<String, Object>) ((Map<String, Object>) recall.get("inputSchema")).get("properties"))
                        .get("limit");
        assertThat(limit).as("the recall limit's range is the configured one").containsEntry("maximum", 7);
    }

    @Test
    @SuppressWarnings("unchecked")
    void promptsAndResources_whileStarting_answerEmptyLists() throws Exception {
        for (String[] list : List.of(
                new String[] {"prompts/list", "prompts"},
                new String[] {"resources/list", "resources"},
                new String[] {"resources/templates/list", "resourceTemplates"})) {
            String message = request(3, list[0], "{}");

            assertThat(McpStartingMessages.answersWhileStarting(message))
                    .as(list[0])
                    .isTrue();
            assertThat((Map<String, Object>) answer(message).get("result"))
                    .as(list[0])
                    .containsEntry(list[1], List.of());
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void toolsCall_whileStarting_answersTheRetryableError_notUnknownTool() throws Exception {
        String call = request(4, "tools/call", "{\"name\": \"consolidate\", \"arguments\": {}}");

        assertThat(McpStartingMessages.answersWhileStarting(call)).isFalse();
        Map<String, Object> error = (Map<String, Object>) answer(call).get("error");
        assertThat(error).containsEntry("code", -32000);
        assertThat((String) error.get("message")).contains("still starting").contains("retry");
    }
}
