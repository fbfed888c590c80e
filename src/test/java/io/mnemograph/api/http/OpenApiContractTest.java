package io.mnemograph.api.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The served API document is the contract: every documented operation is called with real requests, and each
 * request (when it is meant to be valid) and each response is checked against the document by an independent
 * validator (Atlassian's openapi-request-validator, JSON Schema by networknt), so a field, a status code or a media
 * type the service uses and the document lacks fails here. Every JSON answer is also validated against its schema
 * read as strict JSON Schema 2020-12 ({@link StrictResponseSchemas}), where {@code nullable} admits null only beside
 * a {@code type}, as ajv and other independent tools read it: recall with and without {@code explain}, with a
 * conflict and a supersession and without.
 */
@MnemographTest
class OpenApiContractTest {

    private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*\"([0-9a-f-]{36})\"");

    @Inject
    EmbeddedServer server;

    private final HttpClient http = HttpClient.newHttpClient();
    private final List<String> validated = new ArrayList<>();
    private final Set<String> strictlyValidated = new TreeSet<>();
    private int strictAnswers;
    private final List<String> problems = new ArrayList<>();
    private final Set<String> operationsCalled = new TreeSet<>();
    private OpenApiInteractionValidator validator;
    private StrictResponseSchemas strict;

    @Test
    void everyOperation_calledForReal_matchesTheServedDocument() throws Exception {
        String document = document();
        // the test calls without a key, on loopback, as the service allows when no keys are configured
        validator = OpenApiInteractionValidator.createForInlineApiSpecification(document)
                .withLevelResolver(LevelResolver.create()
                        .withLevel("validation.request.security", ValidationReport.Level.IGNORE)
                        .build())
                .build();
        strict = new StrictResponseSchemas(document);

        String id = idOf(call(
                "POST",
                "/v1/memories",
                "{\"content\": \"Caroline named her puppy Biscuit.\","
                        + " \"session_id\": \"chat-1\", \"entities\": [\"Caroline\", \"Biscuit\"], \"metadata\":"
                        + " {\"source\": \"chat\", \"turn\": 3}, \"idempotency_key\": \"turn-3\"}",
                201));
        call(
                "POST",
                "/v1/memories",
                "{\"content\": \"Caroline named her puppy Biscuit.\", \"idempotency_key\": \"turn-3\"}",
                200);
        String batch = call(
                "POST",
                "/v1/memories/batch",
                "{\"memories\": [{\"content\": \"Biscuit learned to"
                        + " fetch the frisbee.\", \"session_id\": \"chat-1\"}, {\"content\": \"Caroline's puppy loves the"
                        + " beach.\", \"kind\": \"fact\"}]}",
                201);
        String other = idOf(batch);
        call("GET", "/v1/memories/" + id, null, 200);
        call(
                "PATCH",
                "/v1/memories/" + id,
                "{\"weight\": 0.5, \"content\": \"Caroline's puppy is called Biscuit.\"}",
                200);
        call("GET", "/v1/memories/" + id + "/history?limit=10", null, 200);
        call("GET", "/v1/memories?limit=2&session_id=chat-1", null, 200);
        call(
                "POST",
                "/v1/recall",
                "{\"query\": \"What can Caroline's dog do?\", \"explain\": true, \"threshold\":"
                        + " 0.0, \"limit\": 5, \"session_id\": \"chat-1\", \"filter\": {\"metadata\": {\"source\": \"chat\"}}}",
                200);
        call("POST", "/v1/recall", "{\"query\": \"Biscuit\", \"threshold\": 0.0}", 200);
        marked();
        call(
                "POST",
                "/v1/associations",
                "{\"source\": \"" + id + "\", \"target\": \"" + other + "\", \"weight\": 0.8}",
                201);
        call("GET", "/v1/memories/" + id + "/associations?limit=5", null, 200);
        call("DELETE", "/v1/associations?source=" + id + "&target=" + other, null, 200);
        call("DELETE", "/v1/associations?source=" + id + "&target=" + other, null, 404);
        call("POST", "/v1/consolidate", "{\"namespace\": \"default\"}", 200);
        String export = call("GET", "/v1/export?vectors=false", null, 200);
        assertThat(export.lines()).as("JSON Lines").allMatch(line -> line.startsWith("{"));
        call("GET", "/v1/analytics/summary?top=3", null, 200, 503);
        call("DELETE", "/v1/memories/" + other, null, 200);
        call("GET", "/v1/memories/" + other, null, 404);
        call("POST", "/v1/memories", "{\"content\": \"scratch\", \"namespace\": \"scratch\"}", 201);
        call("DELETE", "/v1/namespaces/scratch", "{\"confirm\": \"scratch\"}", 200);
        call("GET", "/health", null, 200);
        call("GET", "/health/liveness", null, 200);
        call("GET", "/health/readiness", null, 200);
        call("GET", "/prometheus", null, 200);
        call(
                "POST",
                "/mcp",
                "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"initialize\", \"params\":"
                        + " {\"protocolVersion\": \"2025-06-18\", \"capabilities\": {}, \"clientInfo\": {\"name\": \"test\","
                        + " \"version\": \"1\"}}}",
                200);
        call("POST", "/mcp", "{\"jsonrpc\": \"2.0\", \"method\": \"notifications/initialized\"}", 202);
        // refusals: the request is wrong on purpose, so only the answer is checked against the document
        refused("POST", "/v1/memories", "{\"content\": \"   \"}", 400);
        refused("PATCH", "/v1/memories/" + id, "{\"content\": \" \\n \"}", 400);
        refused("GET", "/v1/memories/not-a-uuid", null, 400);
        refused("GET", "/v1/export?vectors=maybe", null, 400);
        refused("POST", "/v1/recall", "{\"query\": \"x\", \"sessionId\": \"camel\"}", 400);
        refused("DELETE", "/v1/namespaces/scratch", "{\"confirm\": \"other\"}", 400);

        assertThat(problems).as("answers the document does not describe").isEmpty();
        assertThat(operationsCalled)
                .as("every operation of the document is called")
                .containsExactlyInAnyOrderElementsOf(operations(document));
        assertThat(strictlyValidated)
                .as("recall's answers read strictly: a conflict, a supersession, explain and not")
                .contains(
                        "post /v1/recall 200 conflicts",
                        "post /v1/recall 200 superseded_by",
                        "post /v1/recall 200 memory",
                        "post /v1/recall 200 no memory");
        System.out.println("OpenApiContractTest: " + operationsCalled.size() + " operations, " + validated.size()
                + " responses validated against the served document, " + strictAnswers + " JSON answers of "
                + strictlyValidated.size() + " operation, status and shape cases read as strict JSON Schema");
    }

    @Test
    void theDocument_namesTagsServersAndSchemasCleanly() throws Exception {
        Map<String, Object> document = new Yaml().load(document());
        assertThat((List<?>) document.get("servers")).as("servers").isNotEmpty();
        Map<String, Map<String, Object>> schemas = map(map(document, "components"), "schemas");
        assertThat(schemas.keySet())
                .as("schema names are the records' own, no Outer.Inner, no controller")
                .allMatch(name -> name.matches("[A-Z][A-Za-z0-9]*") && !name.contains("Controller"))
                .contains("RememberResponse", "RecallResult", "MemoryView", "ErrorBody", "Health")
                .doesNotContain("JsonNode");
        schemas.forEach((name, schema) -> {
            Object properties = schema.get("properties");
            if (properties instanceof Map<?, ?> fields) {
                assertThat(fields.keySet())
                        .as(name + " property names (snake_case)")
                        .allMatch(field -> field.toString().matches("[a-z][a-z0-9_]*"));
            }
        });
        assertThat(map(map(schemas.get("MemoryView"), "properties"), "metadata"))
                .as("metadata is a free-form object")
                .containsEntry("type", "object")
                .doesNotContainKey("$ref");
        Map<String, Map<String, Object>> paths = map(document, "paths");
        paths.forEach((path, operations) ->
                operations.forEach((method, operation) -> assertThat((List<?>) ((Map<?, ?>) operation).get("tags"))
                        .as(method + " " + path + " tags")
                        .hasSize(1)));
    }

    private String call(String method, String path, String body, int... expected)
            throws IOException, InterruptedException {
        return exchange(method, path, body, true, expected);
    }

    private void refused(String method, String path, String body, int expected)
            throws IOException, InterruptedException {
        exchange(method, path, body, false, expected);
    }

    private String exchange(String method, String path, String body, boolean validRequest, int... expected)
            throws IOException, InterruptedException {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(server.getURL() + path))
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            builder.header("Content-Type", "application/json");
        }
        HttpResponse<String> response = http.send(builder.build(), HttpResponse.BodyHandlers.ofString());
        String seen = method + " " + path + " -> " + response.statusCode() + " " + response.body();
        if (java.util.Arrays.stream(expected).noneMatch(code -> code == response.statusCode())) {
            problems.add("unexpected status: " + seen);
        }

        Request request = request(method, path, body);
        SimpleResponse.Builder answer =
                SimpleResponse.Builder.status(response.statusCode()).withBody(response.body());
        response.headers().map().forEach(answer::withHeader);
        ValidationReport report = validRequest
                ? validator.validate(request, answer.build())
                : validator.validateResponse(request.getPath(), request.getMethod(), answer.build());
        report.getMessages().forEach(message -> problems.add(seen + ": " + message));
        validated.add(seen);
        readStrictly(method, path, response);
        operationsCalled.add(method.toLowerCase(Locale.ROOT) + " " + template(path));
        return response.body();
    }

    /**
     * Recall answers with what a recall result can carry: a conflict (the newer of two contradicting statements), a
     * supersession (a successor remembered with {@code supersedes}, recalled as of before it), each with and
     * without {@code explain}.
     */
    private void marked() throws IOException, InterruptedException {
        call(
                "POST",
                "/v1/memories",
                "{\"namespace\": \"marks\", \"content\": \"The team offsite is on Thursday 12"
                        + " March at the Leeds office.\", \"occurred_at\": \"2026-03-01T10:00:00Z\"}",
                201);
        call(
                "POST",
                "/v1/memories",
                "{\"namespace\": \"marks\", \"content\": \"The team offsite moved to Friday 20"
                        + " March, still at the Leeds office.\", \"occurred_at\": \"2026-03-05T10:00:00Z\"}",
                201);
        String old = idOf(call(
                "POST",
                "/v1/memories",
                "{\"namespace\": \"marks\", \"content\": \"Sam lives in"
                        + " Camden.\", \"occurred_at\": \"2026-01-10T10:00:00Z\"}",
                201));
        call(
                "POST",
                "/v1/memories",
                "{\"namespace\": \"marks\", \"content\": \"Sam moved to Islington.\","
                        + " \"occurred_at\": \"2026-02-10T10:00:00Z\", \"supersedes\": \"" + old + "\"}",
                201);
        for (String explain : List.of("true", "false")) {
            call(
                    "POST",
                    "/v1/recall",
                    "{\"namespace\": \"marks\", \"query\": \"When is the team offsite?\","
                            + " \"threshold\": 0.0, \"explain\": " + explain + "}",
                    200);
            call(
                    "POST",
                    "/v1/recall",
                    "{\"namespace\": \"marks\", \"query\": \"Where does Sam live?\","
                            + " \"threshold\": 0.0, \"at\": \"2026-02-01T00:00:00Z\", \"boost\": false, \"explain\": "
                            + explain + "}",
                    200);
        }
    }

    /** Validates a JSON answer against its schema as strict JSON Schema, and records what shape it had. */
    private void readStrictly(String method, String path, HttpResponse<String> response) throws IOException {
        boolean isJson = response.headers()
                .firstValue("Content-Type")
                .filter(type -> type.startsWith("application/json"))
                .isPresent();
        if (!isJson || response.body().isEmpty()) {
            return;
        }
        String operation = method.toLowerCase(Locale.ROOT) + " " + template(path);
        strict.problems(
                        operation.substring(0, operation.indexOf(' ')),
                        template(path),
                        response.statusCode(),
                        response.body())
                .forEach(problem -> problems.add("strict JSON Schema: " + method + " " + path + " -> "
                        + response.statusCode() + " " + response.body() + ": " + problem));
        strictAnswers++;
        String kind = operation + " " + response.statusCode();
        strictlyValidated.add(kind);
        String body = response.body();
        if (body.contains("\"conflicts\":[{")) {
            strictlyValidated.add(kind + " conflicts");
        }
        if (body.contains("\"superseded_by\":{")) {
            strictlyValidated.add(kind + " superseded_by");
        }
        if (body.contains("\"memory\":{")) {
            strictlyValidated.add(kind + " memory");
        }
        if (body.contains("\"memory\":null")) {
            strictlyValidated.add(kind + " no memory");
        }
    }

    private static Request request(String method, String path, String body) {
        URI uri = URI.create(path);
        SimpleRequest.Builder request = new SimpleRequest.Builder(method, uri.getPath());
        if (uri.getRawQuery() != null) {
            for (String pair : uri.getRawQuery().split("&")) {
                String[] parts = pair.split("=", 2);
                request.withQueryParam(parts[0], URLDecoder.decode(parts[1], StandardCharsets.UTF_8));
            }
        }
        if (body != null) {
            request.withContentType("application/json").withBody(body);
        }
        return request.build();
    }

    /** The document's path template a called path belongs to. */
    private static String template(String path) {
        String bare = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        return bare.replaceAll("/v1/memories/(?!batch)[^/]+", "/v1/memories/{id}")
                .replaceAll("/v1/namespaces/[^/]+", "/v1/namespaces/{namespace}")
                .replaceAll("/health/[^/]+", "/health/{selector}");
    }

    private static String idOf(String json) {
        Matcher id = ID.matcher(json);
        assertThat(id.find()).as("an id in " + json).isTrue();
        return id.group(1);
    }

    private static Set<String> operations(String document) {
        Set<String> operations = new TreeSet<>();
        Map<String, Map<String, Object>> paths = map(new Yaml().load(document), "paths");
        paths.forEach((path, methods) -> methods.keySet().forEach(method -> operations.add(method + " " + path)));
        return operations;
    }

    private String document() throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create(server.getURL() + "/openapi.yml"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith(OpenApiMediaType.YAML));
        return response.body();
    }

    @SuppressWarnings("unchecked")
    private static <T> Map<String, T> map(Object node, String key) {
        assertThat(node).isInstanceOf(Map.class);
        assertThat((Map<String, Object>) node).as("has " + key).containsKey(key);
        return (Map<String, T>) ((Map<String, Object>) node).get(key);
    }
}
