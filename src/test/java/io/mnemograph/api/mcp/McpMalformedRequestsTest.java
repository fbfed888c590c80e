package io.mnemograph.api.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Malformed JSON-RPC requests to the MCP server (a {@code tools/call} without params, with params that are no
 * object, with arguments that are no object, with no tool name): a JSON-RPC error, -32600 or -32602, whose message
 * names what is wrong, over HTTP (never a 500) and over stdio; nothing is written.
 */
@MnemographTest
class McpMalformedRequestsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Each malformed request, with the word its error message must name. */
    static final List<Map.Entry<String, String>> MALFORMED = List.of(
            Map.entry("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"tools/call\"}", "params"),
            Map.entry("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"tools/call\", \"params\": []}", "params"),
            Map.entry("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"tools/call\", \"params\": 3.7}", "params"),
            Map.entry(
                    "{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"tools/call\", \"params\": {\"name\":"
                            + " \"remember\", \"arguments\": \"x\"}}",
                    "arguments"),
            Map.entry(
                    "{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"tools/call\", \"params\": {\"arguments\":"
                            + " {}}}",
                    "name"),
            Map.entry(
                    "{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"tools/call\", \"params\": {\"name\": 5}}", "name"),
            Map.entry("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"initialize\", \"params\": 3}", "params"));

    @Inject
    EmbeddedServer server;

    private static long memories() {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("MATCH (m:Memory) RETURN count(m) AS n")
                    .single()
                    .get("n")
                    .asLong();
        }
    }

    /** The answer is a JSON-RPC error of id 7, -32600 or -32602, whose message names {@code what}. */
    private static void invalid(JsonNode answer, String request, String what) {
        String seen = request + " -> " + answer;
        assertThat(answer.get("id").asInt()).as(seen).isEqualTo(7);
        assertThat(answer.get("result")).as(seen).isNull();
        assertThat(answer.get("error").get("code").asInt()).as(seen).isIn(-32600, -32602);
        assertThat(answer.get("error").get("message").asText())
                .as(seen)
                .contains(what)
                .doesNotContain("Exception")
                .doesNotContain("java.");
    }

    @Test
    void http_malformedToolsCall_answersAJsonRpcErrorNamingWhatIsWrong_never5xx() throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            for (Map.Entry<String, String> malformed : MALFORMED) {
                HttpResponse<String> response = http.send(
                        HttpRequest.newBuilder(URI.create(server.getURL() + "/mcp?namespace=mcp-bad"))
                                .timeout(Duration.ofSeconds(120))
                                .header("Content-Type", "application/json")
                                .header("Accept", "application/json, text/event-stream")
                                .POST(HttpRequest.BodyPublishers.ofString(malformed.getKey()))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                assertThat(response.statusCode())
                        .as(malformed.getKey() + " -> " + response.body())
                        .isLessThan(500);
                invalid(JSON.readTree(response.body()), malformed.getKey(), malformed.getValue());
            }
        }
        assertThat(memories()).isZero();
    }

    @Test
    void stdio_malformedToolsCall_answersAJsonRpcErrorNamingWhatIsWrong() throws Exception {
        java.nio.file.Path log = java.nio.file.Files.createTempFile("mcp-stdio", ".log");
        Process process = new ProcessBuilder(McpClients.stdioCommand(
                        List.of("-Dmnemograph.lifecycle.enabled=false", "-Dmnemograph.timeouts.connect-seconds=120"),
                        "--namespace",
                        "mcp-bad"))
                .redirectError(log.toFile())
                .start();
        try (OutputStream in = process.getOutputStream();
                BufferedReader out =
                        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            send(
                    in,
                    "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"initialize\", \"params\": {\"protocolVersion\":"
                            + " \"2025-06-18\", \"capabilities\": {}, \"clientInfo\": {\"name\": \"t\", \"version\": \"1\"}}}");
            String initialized = out.readLine();
            assertThat(initialized)
                    .as("the server's log: %s", java.nio.file.Files.readString(log))
                    .isNotNull();
            assertThat(JSON.readTree(initialized).get("result")).isNotNull();
            send(in, "{\"jsonrpc\": \"2.0\", \"method\": \"notifications/initialized\"}");
            for (Map.Entry<String, String> malformed : MALFORMED) {
                if (malformed.getKey().contains("initialize")) {
                    continue;
                }
                send(in, malformed.getKey());
                invalid(JSON.readTree(out.readLine()), malformed.getKey(), malformed.getValue());
            }
        } finally {
            process.destroy();
            process.waitFor(60, TimeUnit.SECONDS);
            java.nio.file.Files.deleteIfExists(log);
        }
        assertThat(memories()).isZero();
    }

    private static void send(OutputStream in, String line) throws Exception {
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }
}
