package io.mnemograph.api.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.SharedServices;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Hostile tool arguments over MCP (wrong types, huge and non-finite numbers, control characters, nesting, unknown
 * names, a namespace): every call answers, either a result or a tool error that names its field with a 4xx code of
 * the HTTP API; never a protocol error, an internal error, or a stack trace or class name in the text.
 */
class McpArgumentProperties {

    private static final List<String> LEAKS =
            List.of("\tat ", "Exception", "java.", "io.micronaut", "org.neo4j", "com.fasterxml", "bolt://", "neo4j://");
    private static final List<String> REFUSALS =
            List.of("invalid_input", "malformed_json", "too_large", "not_found", "conflict");

    private static EmbeddedServer server;
    private static McpSyncClient client;

    @BeforeContainer
    static void start() {
        server = SharedServices.standardServer();
        client = McpClients.http(server.getURL(), "mcp-fuzz", null);
        client.initialize();
    }

    @AfterContainer
    static void stop() {
        if (client != null) {
            client.close();
        }
    }

    @Property(tries = 200)
    void anyArguments_answerAResultOrAToolErrorNamingTheField(
            @ForAll("tools") String tool, @ForAll("arguments") Map<String, Object> arguments) {
        CallToolResult result = McpClients.call(client, tool, arguments);
        String text = McpClients.text(result);
        String seen = tool + " " + arguments + " -> " + text;
        for (String leak : LEAKS) {
            assertThat(text).as(seen).doesNotContain(leak);
        }
        if (Boolean.TRUE.equals(result.isError())) {
            Map<String, Object> error = McpClients.error(result);
            assertThat(REFUSALS).as(seen).contains((String) error.get("code"));
            assertThat((String) error.get("field"))
                    .as("the error names its field: " + seen)
                    .isNotBlank();
        }
    }

    @Provide
    Arbitrary<String> tools() {
        return Arbitraries.of(McpScenarios.TOOLS);
    }

    @Provide
    Arbitrary<Map<String, Object>> arguments() {
        Arbitrary<String> names = Arbitraries.of(
                "content",
                "query",
                "id",
                "source",
                "target",
                "limit",
                "hops",
                "explain",
                "boost",
                "threshold",
                "importance",
                "weight",
                "strength",
                "entities",
                "ttl_seconds",
                "supersedes",
                "occurred_at",
                "at",
                "metadata",
                "session_id",
                "project",
                "scope",
                "kind",
                "seeds",
                "decay_model",
                "spread_factor",
                "filter",
                "cursor",
                "idempotency_key",
                "namespace",
                "",
                " ",
                "unknown");
        return Arbitraries.maps(names, values()).ofMaxSize(6).map(LinkedHashMap::new);
    }

    private static Arbitrary<Object> values() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(40).map(s -> (Object) s),
                Arbitraries.strings()
                        .withCharRange('\u0000', '\u001f')
                        .ofMaxLength(8)
                        .map(s -> (Object) s),
                Arbitraries.of(
                                "3f2b9c1e-0000-4000-8000-000000000001",
                                "not-a-uuid",
                                "2023-05-08T13:56:00Z",
                                "9999-12-31T23:59:59Z",
                                "vector",
                                "hybrid",
                                "cmm",
                                "project",
                                "global",
                                "h1:-1")
                        .map(s -> (Object) s),
                Arbitraries.integers().map(i -> (Object) i),
                Arbitraries.longs().map(l -> (Object) l),
                Arbitraries.of(0.0, -0.5, 0.5, 1.5, 1e308, -1e308, 1e-300).map(d -> (Object) d),
                Arbitraries.of(true, false).map(b -> (Object) b),
                Arbitraries.of(List.of(), List.of("Caroline"), List.of(1, 2), List.of(List.of("x")))
                        .map(l -> (Object) l),
                Arbitraries.of(Map.of(), Map.of("a", 1), Map.of("deep", Map.of("er", List.of(Map.of()))))
                        .map(m -> (Object) m));
    }
}
