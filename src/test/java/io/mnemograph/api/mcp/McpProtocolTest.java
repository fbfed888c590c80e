package io.mnemograph.api.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.config.BuildVersion;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The protocol at {@code /mcp} byte by byte, as clients of each revision send it: the handshake answers the version a
 * client asks for (2024-11-05 to 2025-11-25), the stateless 2026-07-28 is served beside it ({@code server/discover},
 * the version and capabilities in {@code _meta}, the headers checked, {@code resultType} on every result), and every
 * error names what is wrong. Anonymous on loopback (no keys configured).
 */
@MnemographTest
class McpProtocolTest {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @Inject
    EmbeddedServer server;

    @Inject
    LimitSettings limits;

    private record Answer(int status, Map<String, Object> body) {

        @SuppressWarnings("unchecked")
        Map<String, Object> result() {
            assertThat(body).as("a result: %s", body).containsKey("result");
            return (Map<String, Object>) body.get("result");
        }

        @SuppressWarnings("unchecked")
        Map<String, Object> error() {
            assertThat(body).as("an error: %s", body).containsKey("error");
            return (Map<String, Object>) body.get("error");
        }
    }

    @SuppressWarnings("unchecked")
    private Answer post(String body, Map<String, String> headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.getURL() + "/mcp?namespace=mcp-wire"))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(request::header);
        HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), McpClients.JSON.readValue(response.body(), Map.class));
    }

    private static String request(String method, Map<String, Object> params) throws IOException {
        return McpClients.JSON.writeValueAsString(
                Map.of("jsonrpc", "2.0", "id", 7, "method", method, "params", params));
    }

    /** Params of a 2026-07-28 request: {@code params} with the version and capabilities in {@code _meta}. */
    private static Map<String, Object> stateless(Map<String, Object> params) {
        Map<String, Object> all = new LinkedHashMap<>(params);
        all.put(
                "_meta",
                Map.of(
                        "io.modelcontextprotocol/protocolVersion",
                        "2026-07-28",
                        "io.modelcontextprotocol/clientCapabilities",
                        Map.of(),
                        "io.modelcontextprotocol/clientInfo",
                        Map.of("name", "wire-test", "version", "1")));
        return all;
    }

    private static Map<String, String> headers(String method, String name) {
        Map<String, String> headers =
                new LinkedHashMap<>(Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", method));
        if (name != null) {
            headers.put("Mcp-Name", name);
        }
        return headers;
    }

    private Answer initialize(String version) throws Exception {
        return post(
                request(
                        "initialize",
                        Map.of(
                                "protocolVersion",
                                version,
                                "capabilities",
                                Map.of(),
                                "clientInfo",
                                Map.of("name", "wire-test", "version", "1"))),
                Map.of());
    }

    @Test
    @SuppressWarnings("unchecked")
    void initialize_answersTheVersionAsked_andTheNewestHandshakeOtherwise_withTheBuildsVersion() throws Exception {
        for (String version : List.of("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")) {
            assertThat(initialize(version).result()).as(version).containsEntry("protocolVersion", version);
        }
        assertThat(initialize("2026-07-28").result())
                .as("no handshake in 2026-07-28")
                .containsEntry("protocolVersion", "2025-11-25");
        Map<String, Object> unknown = initialize("1999-01-01").result();
        assertThat(unknown).containsEntry("protocolVersion", "2025-11-25");
        assertThat((Map<String, Object>) unknown.get("serverInfo"))
                .containsEntry("name", "mnemograph")
                .containsEntry("version", BuildVersion.current());
        assertThat(BuildVersion.current()).matches("\\d+\\.\\d+\\.\\d+.*");
    }

    @Test
    @SuppressWarnings("unchecked")
    void serverDiscover_stateless_listsEveryRevision_withTheEnvelope() throws Exception {
        Answer discover = post(request("server/discover", stateless(Map.of())), headers("server/discover", null));

        assertThat(discover.status()).isEqualTo(200);
        Map<String, Object> result = discover.result();
        assertThat((List<String>) result.get("supportedVersions"))
                .containsExactly("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28");
        assertThat(result)
                .containsEntry("resultType", "complete")
                .containsKeys("ttlMs", "cacheScope", "capabilities", "instructions");
        assertThat((Map<String, Object>)
                        ((Map<String, Object>) result.get("_meta")).get("io.modelcontextprotocol/serverInfo"))
                .containsEntry("version", BuildVersion.current());
    }

    @Test
    @SuppressWarnings("unchecked")
    void toolsList_ofAProcessStillStarting_isTheStartedServicesList() throws Exception {
        McpProtocol starting = McpProtocol.starting(ToolCalls.catalog(limits));
        Map<String, Map<String, String>> lists = Map.of(
                request("tools/list", Map.of()),
                Map.of(),
                request("tools/list", stateless(Map.of())),
                headers("tools/list", null));
        for (String list : lists.keySet()) {
            Map<String, Object> started = post(list, lists.get(list)).result();
            Map<String, Object> answered =
                    McpClients.JSON.readValue(starting.answer(null, list, null).body(), Map.class);

            assertThat(answered.get("result")).as(list).isEqualTo(started);
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void promptsAndResourcesList_answerEmptyLists() throws Exception {
        assertThat(post(request("prompts/list", Map.of()), Map.of()).result()).containsEntry("prompts", List.of());
        assertThat(post(request("resources/list", Map.of()), Map.of()).result()).containsEntry("resources", List.of());
    }

    @Test
    @SuppressWarnings("unchecked")
    void toolsListAndCall_stateless_carryResultType_andTheAnswerValidAgainstItsSchema() throws Exception {
        Map<String, Object> listed = post(request("tools/list", stateless(Map.of())), headers("tools/list", null))
                .result();
        assertThat(listed).containsEntry("resultType", "complete").containsKeys("ttlMs", "cacheScope");
        List<Map<String, Object>> tools = (List<Map<String, Object>>) listed.get("tools");
        assertThat(tools).extracting(tool -> tool.get("name")).containsExactlyInAnyOrderElementsOf(McpScenarios.TOOLS);
        assertThat(tools).allSatisfy(tool -> assertThat(tool).containsKey("outputSchema"));

        Answer called = post(
                request(
                        "tools/call",
                        stateless(Map.of(
                                "name", "remember", "arguments", Map.of("content", "The wire test ran on a Friday.")))),
                headers("tools/call", "remember"));

        assertThat(called.status()).isEqualTo(200);
        assertThat(called.result()).containsEntry("resultType", "complete").containsEntry("isError", false);
        assertThat((Map<String, Object>) called.result().get("structuredContent"))
                .containsEntry("namespace", "mcp-wire");
    }

    @Test
    @SuppressWarnings("unchecked")
    void stateless_unsupportedVersion_missingCapabilities_wrongHeader_unknownMethod_areNamed() throws Exception {
        Map<String, Object> future = new LinkedHashMap<>(Map.of(
                "_meta",
                Map.of(
                        "io.modelcontextprotocol/protocolVersion",
                        "2099-01-01",
                        "io.modelcontextprotocol/clientCapabilities",
                        Map.of())));
        Answer unsupported = post(request("tools/list", future), Map.of());
        assertThat(unsupported.status()).isEqualTo(400);
        assertThat(unsupported.error()).containsEntry("code", -32022);
        assertThat((Map<String, Object>) unsupported.error().get("data"))
                .containsEntry("requested", "2099-01-01")
                .containsKey("supported");

        Answer noCapabilities = post(
                request("tools/list", Map.of("_meta", Map.of("io.modelcontextprotocol/protocolVersion", "2026-07-28"))),
                headers("tools/list", null));
        assertThat(noCapabilities.status()).isEqualTo(400);
        assertThat(noCapabilities.error()).containsEntry("code", -32602);
        assertThat((String) noCapabilities.error().get("message")).contains("clientCapabilities");

        Answer mismatch = post(request("tools/list", stateless(Map.of())), headers("tools/call", null));
        assertThat(mismatch.status()).isEqualTo(400);
        assertThat(mismatch.error()).containsEntry("code", -32020);
        assertThat((String) mismatch.error().get("message")).contains("Mcp-Method");

        Answer unknown = post(request("prompts/list", stateless(Map.of())), headers("prompts/list", null));
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.error()).containsEntry("code", -32601);
        assertThat((String) unknown.error().get("message")).contains("prompts/list");
    }

    @Test
    void toolsCall_unknownTool_namesItInTheMessage() throws Exception {
        Answer unknown =
                post(request("tools/call", Map.of("name", "recal", "arguments", Map.of("query", "x"))), Map.of());

        assertThat(unknown.error()).containsEntry("code", -32602);
        assertThat((String) unknown.error().get("message")).contains("recal").contains("recall");
    }

    @Test
    void batch_andMalformedJson_answerJsonRpcErrors_withoutParserInternals() throws Exception {
        Answer batch = post("[" + request("tools/list", Map.of()) + "]", Map.of());
        assertThat(batch.status()).isEqualTo(400);
        assertThat(batch.error()).containsEntry("code", -32600);
        assertThat((String) batch.error().get("message"))
                .contains("batch")
                .doesNotContainIgnoringCase("jackson")
                .doesNotContain("Source:")
                .doesNotContain("com.fasterxml");

        Answer malformed = post("{\"jsonrpc\": \"2.0\", \"id\": 1, ", Map.of());
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.error()).containsEntry("code", -32700);
        assertThat((String) malformed.error().get("message")).contains("line 1").doesNotContain("Source:");
    }

    @Test
    void toolsCall_withoutAName_orWithAFractionalId_answersAJsonRpcErrorNotA500() throws Exception {
        Answer nameless = post(request("tools/call", Map.of("arguments", Map.of("weight", 0.9))), Map.of());
        assertThat(nameless.status()).isLessThan(500);
        assertThat(nameless.error()).containsEntry("code", -32602);
        assertThat((String) nameless.error().get("message")).contains("params.name");

        Answer fractional = post("{\"jsonrpc\": \"2.0\", \"id\": 1.5, \"method\": \"tools/list\"}", Map.of());
        assertThat(fractional.status()).isEqualTo(400);
        assertThat(fractional.error()).containsEntry("code", -32600);
        assertThat((String) fractional.error().get("message")).contains("\"id\"");
    }

    @Test
    void initialize_withoutAProtocolVersion_answersInvalidParamsNamingIt() throws Exception {
        for (Map<String, Object> params : List.<Map<String, Object>>of(
                Map.of("capabilities", Map.of()), Map.of("protocolVersion", 20251125, "capabilities", Map.of()))) {
            Answer answer = post(request("initialize", params), Map.of());
            assertThat(answer.status()).as("%s", params).isLessThan(500);
            assertThat(answer.error()).as("%s", params).containsEntry("code", -32602);
            assertThat((String) answer.error().get("message")).contains("params.protocolVersion");
        }
    }

    @Test
    void requestIdAboveTheLongRange_isAnsweredWithThatId_notA500() throws Exception {
        String id = "18446744073709551616"; // 2^64
        Answer answer = post("{\"jsonrpc\": \"2.0\", \"id\": " + id + ", \"method\": \"tools/list\"}", Map.of());

        assertThat(answer.status()).as("%s", answer.body()).isEqualTo(200);
        assertThat(answer.body().get("id")).hasToString(id);
        assertThat(answer.result()).containsKey("tools");
    }

    @Test
    @SuppressWarnings("unchecked")
    void toolsCall_aLoneSurrogateInAnArgumentsNameOrString_answersInvalidInputNamingTheField() throws Exception {
        for (Map.Entry<String, String> arguments : Map.of(
                        "{\"content\": \"a whole sentence\", \"\\ud800\": 1}", "arguments",
                        "{\"content\": \"half a character: \\udc00\"}", "content")
                .entrySet()) {
            Answer answer = post(
                    "{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"tools/call\", \"params\": {\"name\":"
                            + " \"remember\", \"arguments\": " + arguments.getKey() + "}}",
                    Map.of());

            assertThat(answer.status()).as("%s", answer.body()).isEqualTo(200);
            assertThat(answer.result()).as("%s", answer.body()).containsEntry("isError", true);
            String text = (String) ((List<Map<String, Object>>) answer.result().get("content"))
                    .getFirst()
                    .get("text");
            assertThat(text)
                    .contains("invalid_input")
                    .contains("\"field\":\"" + arguments.getValue() + "\"")
                    .contains("surrogate");
        }
    }
}
