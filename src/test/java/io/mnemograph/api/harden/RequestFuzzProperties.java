package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.web.router.Router;
import io.micronaut.web.router.UriRouteInfo;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.testing.SharedServices;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.neo4j.driver.Record;

/**
 * Mutated valid requests (a field dropped, replaced by a hostile value, added, repeated; the body cut short or
 * followed by more; a hostile id or query; JSON-RPC params, ids and methods broken) against every route of the router,
 * every MCP tool and every JSON-RPC method, on one running service: never a 5xx, never a stack trace, every HTTP 4xx
 * in the one error shape naming its field, and a refused request leaves the graph exactly as it was, while the graph
 * keeps its invariants (every memory with a session has its edge to it, every hot memory its vector, no edge between
 * namespaces). A jqwik property of {@value #CASES} tries from a fixed seed, so CI runs the same cases every time; each
 * try is one template and 0 to 2 mutations drawn by a {@link Random} of the try's own long.
 */
class RequestFuzzProperties {

    /** Cases per run. */
    static final int CASES = 300;
    /** The seed of every run. */
    static final String SEED = "20261127";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NS = "fuzz";
    private static final List<String> LEAKS =
            List.of("\tat ", "Exception", "java.", "io.micronaut", "org.neo4j", "com.fasterxml", "bolt://", "neo4j://");

    /** A valid request to mutate: {@code {id}}, {@code {id2}} and {@code {fresh}} stand for memories of the namespace. */
    record Template(String route, String method, String path, String body) {}

    private static final String REMEMBER = "{\"content\": \"Caroline adopted a puppy named Biscuit\", \"namespace\":"
            + " \"fuzz\", \"session_id\": \"s1\", \"entities\": [\"Caroline\"], \"metadata\": {\"source\": \"chat\","
            + " \"n\": [1, {\"x\": true}]}, \"kind\": \"fact\", \"importance\": 0.5, \"weight\": 0.8, \"strength\": 1.0,"
            + " \"ttl_seconds\": 86400, \"occurred_at\": \"2024-05-08T13:56:00Z\", \"idempotency_key\": \"k1\","
            + " \"project\": \"trip\", \"scope\": \"project\"}";
    private static final String RECALL = "{\"query\": \"Who adopted a puppy?\", \"namespace\": \"fuzz\", \"limit\": 5,"
            + " \"hops\": 2, \"threshold\": 0, \"explain\": true, \"boost\": true, \"seeds\": \"hybrid\","
            + " \"session_id\": \"s1\", \"project\": \"trip\", \"decay_model\": \"mnemex-power-law\","
            + " \"spread_factor\": 0.5, \"at\": \"2024-06-01T00:00:00Z\", \"filter\": {\"kind\": \"fact\","
            + " \"session_id\": \"s1\", \"metadata\": {\"source\": \"chat\"}}}";

    static final List<Template> HTTP = List.of(
            new Template("POST /v1/memories", "POST", "/v1/memories", REMEMBER),
            new Template(
                    "POST /v1/memories/batch",
                    "POST",
                    "/v1/memories/batch",
                    "{\"namespace\": \"fuzz\","
                            + " \"memories\": [" + REMEMBER
                            + ", {\"content\": \"Jon plays the bass\", \"session_id\": \"s2\","
                            + " \"supersedes\": \"{id}\"}]}"),
            new Template(
                    "GET /v1/memories", "GET", "/v1/memories?namespace=fuzz&limit=5&kind=fact&session_id=s1", null),
            new Template("GET /v1/memories/{id}", "GET", "/v1/memories/{id}?namespace=fuzz", null),
            new Template(
                    "PATCH /v1/memories/{id}",
                    "PATCH",
                    "/v1/memories/{id}?namespace=fuzz",
                    "{\"content\": \"Caroline adopted a kitten\", \"weight\": 0.7, \"namespace\": \"fuzz\"}"),
            new Template("DELETE /v1/memories/{id}", "DELETE", "/v1/memories/{fresh}?namespace=fuzz", null),
            new Template(
                    "GET /v1/memories/{id}/history", "GET", "/v1/memories/{id}/history?namespace=fuzz&limit=2", null),
            new Template(
                    "GET /v1/memories/{id}/associations",
                    "GET",
                    "/v1/memories/{id}/associations?namespace=fuzz&limit=5",
                    null),
            new Template("POST /v1/recall", "POST", "/v1/recall", RECALL),
            new Template(
                    "POST /v1/associations",
                    "POST",
                    "/v1/associations",
                    "{\"source\": \"{id}\", \"target\": \"{id2}\", \"weight\": 0.5, \"namespace\": \"fuzz\"}"),
            new Template(
                    "DELETE /v1/associations",
                    "DELETE",
                    "/v1/associations?source={id}&target={id2}&kind=explicit&namespace=fuzz",
                    null),
            new Template(
                    "POST /v1/consolidate",
                    "POST",
                    "/v1/consolidate",
                    "{\"namespace\": \"fuzz\", \"at\": \"2024-06-01T00:00:00Z\"}"),
            new Template(
                    "DELETE /v1/namespaces/{namespace}",
                    "DELETE",
                    "/v1/namespaces/fuzz-scratch",
                    "{\"confirm\": \"fuzz-scratch\"}"),
            new Template("GET /v1/analytics/summary", "GET", "/v1/analytics/summary?namespace=fuzz&top=3", null),
            new Template("GET /v1/export", "GET", "/v1/export?namespace=fuzz&vectors=false", null),
            new Template("GET /mcp", "GET", "/mcp", null),
            new Template("DELETE /mcp", "DELETE", "/mcp", null),
            new Template("GET /health", "GET", "/health", null),
            new Template("GET /health/{selector}", "GET", "/health/liveness", null),
            new Template("GET /prometheus", "GET", "/prometheus", null));

    /** Every JSON-RPC method the server has, and a call of every tool, each a valid request of {@code POST /mcp}. */
    static final List<Template> MCP = List.of(
            rpc(
                    "initialize",
                    "{\"protocolVersion\": \"2025-06-18\", \"capabilities\": {}, \"clientInfo\":"
                            + " {\"name\": \"fuzz\", \"version\": \"1\"}}"),
            rpc("notifications/initialized", null),
            rpc("ping", "{}"),
            rpc("tools/list", "{}"),
            tool("remember", REMEMBER.replace("\"namespace\": \"fuzz\", ", "")),
            tool("recall", RECALL.replace("\"namespace\": \"fuzz\", ", "")),
            tool("get_memory", "{\"id\": \"{id}\"}"),
            tool("forget", "{\"id\": \"{fresh}\"}"),
            tool("associate", "{\"source\": \"{id}\", \"target\": \"{id2}\", \"weight\": 0.5}"),
            tool("memory_history", "{\"id\": \"{id}\", \"limit\": 2}"),
            tool("consolidate", "{\"at\": \"2024-06-01T00:00:00Z\"}"),
            tool("list_memories", "{\"tier\": \"hot\", \"limit\": 2}"),
            tool("memory_links", "{\"id\": \"{id}\", \"limit\": 2}"),
            tool("update_memory", "{\"id\": \"{id}\", \"weight\": 0.9}"),
            tool("remove_association", "{\"source\": \"{id}\", \"target\": \"{id2}\"}"),
            // its own, empty namespace: forgetting "fuzz" would take the ids every other template uses
            new Template(
                    "POST /mcp",
                    "POST",
                    "/mcp?namespace=fuzz-forget",
                    "{\"jsonrpc\": \"2.0\", \"id\": 1,"
                            + " \"method\": \"tools/call\", \"params\": {\"name\": \"forget_namespace\", \"arguments\":"
                            + " {\"confirm\": \"fuzz-forget\"}}}"),
            rpc(
                    "server/discover",
                    "{\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\","
                            + " \"io.modelcontextprotocol/clientCapabilities\": {}}}"));

    private static final Pattern TOOL_NAME = Pattern.compile("\"params\": \\{\"name\": \"([a-z_]+)\"");

    private static Template rpc(String method, String params) {
        return new Template(
                "POST /mcp",
                "POST",
                "/mcp?namespace=fuzz",
                "{\"jsonrpc\": \"2.0\","
                        + (method.startsWith("notifications/") ? "" : " \"id\": 1,") + " \"method\": \"" + method + "\""
                        + (params == null ? "" : ", \"params\": " + params) + "}");
    }

    private static Template tool(String name, String arguments) {
        return rpc("tools/call", "{\"name\": \"" + name + "\", \"arguments\": " + arguments + "}");
    }

    private static EmbeddedServer server;
    private static HttpClient http;
    private static final List<String> ids = new ArrayList<>();
    private static int answered;

    @BeforeContainer
    static void start() throws Exception {
        server = SharedServices.standardServer();
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        for (String content : List.of(
                "Caroline adopted a puppy named Biscuit",
                "Jon plays the bass in a band",
                "The tomatoes need water every morning")) {
            ids.add(fresh(content));
        }
    }

    @AfterContainer
    static void stop() {
        System.out.println(
                "RequestFuzzProperties: " + answered + " mutated requests answered as expected (seed " + SEED + ")");
    }

    private static String fresh(String content) throws Exception {
        HttpResponse<String> created = send(
                "POST",
                "/v1/memories",
                "{\"content\": \"" + content + "\", \"namespace\": \"fuzz\", \"session_id\": \"s1\"}");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return JSON.readTree(created.body()).get("id").asText();
    }

    private static HttpResponse<String> send(String method, String path, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.getURL() + path))
                .timeout(Duration.ofSeconds(120))
                .header("Accept", "application/json, text/event-stream")
                .method(
                        method,
                        body == null
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    @Example
    void templates_coverEveryRouteOfTheRouter() {
        Set<String> routes = new TreeSet<>();
        for (UriRouteInfo<?, ?> route :
                server.getApplicationContext().getBean(Router.class).uriRoutes().toList()) {
            // HEAD is the GET of the same route without its body
            if (!route.getHttpMethodName().equals("HEAD")) {
                routes.add(route.getHttpMethodName() + " "
                        + route.getUriMatchTemplate().toPathString());
            }
        }
        Set<String> covered = new TreeSet<>();
        HTTP.forEach(template -> covered.add(template.route()));
        MCP.forEach(template -> covered.add(template.route()));
        assertThat(covered).containsAll(routes);
    }

    @Example
    void templates_callEveryMcpToolTheServerLists() throws Exception {
        HttpResponse<String> listed = send(
                "POST",
                "/mcp?namespace=fuzz",
                "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\", \"params\": {}}");
        Set<String> tools = new TreeSet<>();
        JSON.readTree(listed.body())
                .path("result")
                .path("tools")
                .forEach(t -> tools.add(t.path("name").asText()));
        Set<String> called = new TreeSet<>();
        for (Template template : MCP) {
            Matcher name = TOOL_NAME.matcher(template.body());
            if (name.find()) {
                called.add(name.group(1));
            }
        }
        assertThat(tools).as(listed.body()).isNotEmpty();
        assertThat(called).containsAll(tools);
    }

    @Property(tries = CASES, seed = SEED, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
    void mutatedRequest_neverAnswers5xx_andARefusalWritesNothing(
            @ForAll("templates") Template template, @ForAll long mutation) throws Exception {
        check(template, mutation);
    }

    @Provide
    Arbitrary<Template> templates() {
        List<Template> all = new ArrayList<>(HTTP);
        all.addAll(MCP);
        return Arbitraries.of(all);
    }

    /** One case: {@code template} after the mutations a random of {@code mutation} draws. */
    private static void check(Template template, long mutation) throws Exception {
        Random random = new Random(mutation);
        String path = template.path();
        String body = template.body();
        if ((path + body).contains("{fresh}")) {
            String id = fresh("A memory to forget");
            path = path.replace("{fresh}", id);
            body = body == null ? null : body.replace("{fresh}", id);
        }
        path = path.replace("{id}", ids.get(0)).replace("{id2}", ids.get(1));
        body = body == null ? null : body.replace("{id2}", ids.get(2)).replace("{id}", ids.get(1));
        String[] mutated = Mutations.apply(random, path, body, template.route().equals("POST /mcp"));
        Fingerprint before = Fingerprint.of();
        HttpResponse<String> response = send(template.method(), mutated[0], mutated[1]);
        String seen = template.method() + " " + mutated[0] + " " + mutated[1] + " -> " + response.statusCode() + " "
                + response.body();
        int status = response.statusCode();
        boolean featureMissing = status == 503 && template.route().equals("GET /v1/analytics/summary");
        assertThat(status < 500 || featureMissing).as(seen).isTrue();
        for (String leak : LEAKS) {
            assertThat(response.body()).as(seen).doesNotContain(leak);
        }
        boolean rpc = template.route().equals("POST /mcp");
        boolean refused = status >= 400 || rpc && refusedOverMcp(response.body());
        if (status >= 400 || featureMissing) {
            JsonNode error = JSON.readTree(response.body()).get("error");
            assertThat(error).as(seen).isNotNull();
            if (rpc && status == 400) {
                assertThat(error.get("message").asText(""))
                        .as("a JSON-RPC error says what: " + seen)
                        .isNotBlank();
            } else {
                assertThat(error.get("field").asText(""))
                        .as("the error names its field: " + seen)
                        .isNotBlank();
            }
        }
        if (refused) {
            assertThat(Fingerprint.of()).as("a refusal wrote nothing: " + seen).isEqualTo(before);
        }
        assertThat(Fingerprint.broken())
                .as("the graph's invariants after " + seen)
                .isEmpty();
        answered++;
    }

    /** A JSON-RPC error, or a tool's error result. */
    private static boolean refusedOverMcp(String body) throws Exception {
        if (body == null || body.isEmpty() || !body.startsWith("{")) {
            return false;
        }
        JsonNode answer = JSON.readTree(body);
        if (answer.has("error")) {
            assertThat(answer.get("error").has("code")).as(body).isTrue();
            return !answer.has("jsonrpc") || answer.get("error").has("message");
        }
        return answer.path("result").path("isError").asBoolean(false);
    }

    /** What a refused request must not change, and the invariants every answer must keep. */
    record Fingerprint(long nodes, long edges, long contentChars, double weights) {

        static Fingerprint of() {
            Record row = cypher("""
                    CALL () { MATCH (n) RETURN count(n) AS nodes }
                    CALL () { MATCH ()-[r]->() RETURN count(r) AS edges }
                    CALL () { MATCH (m:Memory) RETURN coalesce(sum(size(m.content)), 0) AS chars,
                                                      coalesce(sum(m.weight), 0.0) AS weights }
                    RETURN nodes, edges, chars, weights
                    """).getFirst();
            return new Fingerprint(
                    row.get("nodes").asLong(),
                    row.get("edges").asLong(),
                    row.get("chars").asLong(),
                    row.get("weights").asDouble());
        }

        /** Memories or edges that break an invariant, described. */
        static List<String> broken() {
            return cypher("""
                    CALL () {
                      MATCH (m:Memory) WHERE size(m.session_ids) > 0 AND NOT EXISTS { (m)-[:IN_SESSION]->(:Session) }
                      RETURN 'memory without its session: ' + m.id AS problem
                      UNION ALL
                      MATCH (m:Memory:Hot) WHERE m.embedding IS NULL
                      RETURN 'hot memory without its vector: ' + m.id AS problem
                      UNION ALL
                      MATCH (m:Memory) WHERE m.visibility IS NULL OR m.namespace_token IS NULL
                      RETURN 'memory without its visibility key: ' + m.id AS problem
                      UNION ALL
                      MATCH (a)-[r]->(b) WHERE a.namespace <> b.namespace
                      RETURN 'edge between namespaces: ' + type(r) AS problem
                    }
                    RETURN problem
                    """).stream().map(r -> r.get("problem").asString()).toList();
        }

        private static List<Record> cypher(String statement) {
            try (var session = SharedNeo4j.driver().session()) {
                return session.run(statement).list();
            }
        }
    }
}
