package io.mnemograph.api.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The protocol of a stdio process whose service is still starting (no tools backend yet): the handshake is answered
 * at once, a tool request gets the retryable -32000, never "unknown tool".
 */
class McpProtocolStartingTest {

    private final McpProtocol starting = new McpProtocol(null, Set.of());

    @SuppressWarnings("unchecked")
    private Map<String, Object> answer(String message) throws Exception {
        return McpClients.JSON.readValue(starting.answer(null, message, null).body(), Map.class);
    }

    @Test
    @SuppressWarnings("unchecked")
    void initialize_whileStarting_answersTheVersionAsked() throws Exception {
        String initialize = "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"initialize\", \"params\": {"
                + "\"protocolVersion\": \"2025-03-26\", \"capabilities\": {}, \"clientInfo\": {\"name\": \"t\","
                + " \"version\": \"1\"}}}";

        assertThat(McpProtocol.answersAlone(initialize)).isTrue();
        assertThat((Map<String, Object>) answer(initialize).get("result"))
                .containsEntry("protocolVersion", "2025-03-26");
    }

    @Test
    @SuppressWarnings("unchecked")
    void toolsCall_whileStarting_answersTheRetryableError_notUnknownTool() throws Exception {
        String call = "{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/call\", \"params\": {\"name\":"
                + " \"consolidate\", \"arguments\": {}}}";

        assertThat(McpProtocol.answersAlone(call)).isFalse();
        Map<String, Object> error = (Map<String, Object>) answer(call).get("error");
        assertThat(error).containsEntry("code", -32000);
        assertThat((String) error.get("message")).contains("still starting").contains("retry");
    }
}
