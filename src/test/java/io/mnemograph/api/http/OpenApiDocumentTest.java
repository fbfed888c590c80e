package io.mnemograph.api.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpMethod;
import io.micronaut.web.router.Router;
import io.micronaut.web.router.UriRouteInfo;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.swagger.v3.oas.annotations.Hidden;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The OpenAPI document the build generates from the controllers: served at {@code /openapi.yml} with Swagger UI at
 * {@code /swagger-ui} from the jar, it lists every route the running service has, with typed request schemas and
 * the error body, and every example request it documents is accepted by the service.
 */
@MnemographTest
@SuppressWarnings("unchecked")
class OpenApiDocumentTest extends ApiTest {

    @Inject
    Router router;

    @Test
    void everyRouteOfTheRunningService_isInTheDocument() {
        Map<String, Map<String, Object>> paths = paths(document());
        Set<String> routes = new TreeSet<>();
        Set<String> hidden = new TreeSet<>();
        // Micronaut adds a HEAD twin to each GET; the document describes the GET
        for (UriRouteInfo<?, ?> route : router.uriRoutes()
                .filter(r -> r.getHttpMethod() != HttpMethod.HEAD)
                .toList()) {
            String path = route.getUriMatchTemplate().toPathString();
            int query = path.indexOf("{?");
            String name = route.getHttpMethodName().toLowerCase(Locale.ROOT) + " "
                    + (query < 0 ? path : path.substring(0, query));
            (route.getTargetMethod().getTargetMethod().isAnnotationPresent(Hidden.class) ? hidden : routes).add(name);
        }
        assertThat(hidden)
                .as("left out of the document: the MCP transport's 405s, like any method a path does not serve")
                .containsExactly("delete /mcp", "get /mcp");
        assertThat(routes)
                .as("routes of the running service")
                .contains("post /v1/memories", "get /health", "post /mcp");
        Set<String> documented = new TreeSet<>();
        paths.forEach((path, operations) -> operations.keySet().forEach(method -> documented.add(method + " " + path)));
        assertThat(documented).containsAll(routes);
    }

    @Test
    void requestBodies_areTypedSchemas_withRangesAndTheErrorBody() {
        Map<String, Object> document = document();
        Map<String, Object> schemas = map(map(document, "components"), "schemas");
        assertThat(schemas).containsKeys("RememberRequest", "RecallRequest", "ErrorBody");
        Map<String, Object> remember = map(schemas, "RememberRequest");
        assertThat((List<Object>) remember.get("required")).containsExactly("content");
        Map<String, Object> weight = map(map(remember, "properties"), "weight");
        assertThat(((Number) weight.get("minimum")).doubleValue()).isEqualTo(0.1);
        assertThat(((Number) weight.get("maximum")).doubleValue()).isEqualTo(1.0);
        Map<String, Object> post = map(paths(document).get("/v1/memories"), "post");
        assertThat(map(map(map(post, "requestBody"), "content"), "application/json")
                        .get("schema")
                        .toString())
                .contains("RememberRequest");
        assertThat(map(map(map(map(post, "responses"), "4XX"), "content"), "application/json")
                        .get("schema")
                        .toString())
                .contains("ErrorBody");
    }

    @Test
    void operationIds_areUniqueAndSayWhatTheyDo_andRequestFieldsHaveNoDefaultKeyword() {
        Map<String, Object> document = document();
        List<String> ids = new ArrayList<>();
        paths(document)
                .values()
                .forEach(operations -> operations
                        .values()
                        .forEach(operation ->
                                ids.add(String.valueOf(((Map<String, Object>) operation).get("operationId")))));
        assertThat(ids)
                .as("operationIds, the method names of a generated client")
                .doesNotHaveDuplicates()
                .allMatch(id -> id.matches("[a-z][A-Za-z]+"))
                .doesNotContain("get", "delete", "update", "list", "remove", "summary", "export", "message");
        // a generated client (openapi-typescript) makes a field with a `default` required; a default is stated in
        // the field's description instead
        Map<String, Object> schemas = map(map(document, "components"), "schemas");
        for (String request : List.of("RememberRequest", "RecallRequest", "AssociateRequest", "PatchRequest")) {
            Map<String, Object> properties = map(map(schemas, request), "properties");
            properties.forEach((name, property) -> assertThat((Map<String, Object>) property)
                    .as(request + "." + name)
                    .doesNotContainKey("default"));
        }
    }

    @Test
    void everyDocumentedExampleRequest_isAcceptedByTheService() throws Exception {
        List<String> answered = new ArrayList<>();
        for (Map.Entry<String, Map<String, Object>> path : paths(document()).entrySet()) {
            for (Map.Entry<String, Object> operation : path.getValue().entrySet()) {
                Object body = operation.getValue() instanceof Map<?, ?> op ? op.get("requestBody") : null;
                if (body == null || !path.getKey().startsWith("/v1/")) {
                    continue; // /mcp takes JSON-RPC messages of the MCP SDK, tested by the MCP tests
                }
                Map<String, Object> examples =
                        map(map(map((Map<String, Object>) body, "content"), "application/json"), "examples");
                for (Map.Entry<String, Object> example : examples.entrySet()) {
                    Object value = ((Map<String, Object>) example.getValue()).get("value");
                    String json = value instanceof String text ? text : this.json.writeValueAsString(value);
                    Reply reply = send(operation.getKey(), path.getKey(), json);
                    String seen = operation.getKey() + " " + path.getKey() + " " + json + " -> " + reply.status() + " "
                            + reply.text();
                    assertThat(reply.status()).as(seen).isBetween(200, 299);
                    answered.add(seen);
                }
            }
        }
        assertThat(answered).as("every route with a body documents an example").hasSizeGreaterThanOrEqualTo(7);
    }

    @Test
    void swaggerUi_isServedFromTheJar_withoutACdn() {
        for (String path : List.of("/swagger-ui", "/swagger-ui/index.html")) {
            Reply page = api.get(path);
            assertThat(page.status()).as(path + ": " + page.text()).isEqualTo(200);
            assertThat(page.text())
                    .contains("/swagger/openapi.yml", "/swagger-ui/res/swagger-ui-bundle.js")
                    .doesNotContain("unpkg.com")
                    .doesNotContain("cdn.");
        }
        for (String asset : List.of(
                "/swagger-ui/res/swagger-ui-bundle.js",
                "/swagger-ui/res/swagger-ui.css",
                "/swagger-ui/res/swagger-ui-standalone-preset.js",
                "/swagger/openapi.yml")) {
            Reply reply = api.get(asset);
            assertThat(reply.status()).as(asset).isEqualTo(200);
            assertThat(reply.text()).as(asset).isNotBlank();
        }
    }

    /**
     * Sends an example: the path's memory id is a memory remembered for it, the association example's two ids are
     * two memories remembered for it (ids are the service's to give, so an example can only show their shape).
     */
    private Reply send(String method, String path, String json) {
        String id = remember("{\"content\": \"Caroline named her puppy Biscuit.\"}");
        String body = json.replace(AssociationController.EXAMPLE_SOURCE, id)
                .replace(
                        AssociationController.EXAMPLE_TARGET,
                        remember("{\"content\": \"Biscuit learned to fetch the frisbee.\"}"));
        String target = path.replace("{id}", id).replace("{namespace}", "scratch");
        return api.send(HttpMethod.valueOf(method.toUpperCase(Locale.ROOT)), target, body);
    }

    private Map<String, Object> document() {
        Reply reply = api.get("/openapi.yml");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return new Yaml().load(reply.text());
    }

    private static Map<String, Map<String, Object>> paths(Map<String, Object> document) {
        return (Map<String, Map<String, Object>>) (Map<?, ?>) map(document, "paths");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Map<String, Object> node, String key) {
        assertThat(node).as("has " + key).containsKey(key);
        return (Map<String, Object>) node.get(key);
    }
}
