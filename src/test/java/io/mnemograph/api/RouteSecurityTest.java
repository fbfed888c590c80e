package io.mnemograph.api;

import static io.mnemograph.testing.TestKeys.ADMIN;
import static io.mnemograph.testing.TestKeys.READ_A;
import static io.mnemograph.testing.TestKeys.WRITE_A;
import static io.mnemograph.testing.TestKeys.WRITE_B;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.http.HttpMethod;
import io.micronaut.web.router.Router;
import io.mnemograph.api.security.Role;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The key checks over every route the service serves, found through its router, so that a new endpoint inherits the
 * test: each route is listed below with the least role it needs; without a key or with an unknown one it answers
 * 401; a key one role below answers 403; a key of another namespace answers 403; the least role gets past the key
 * check. A route missing from the list fails the first test until it is added with its role.
 */
@MnemographTest
@Property(name = "mnemograph.security.keys-file", value = "src/test/resources/security/api-keys")
class RouteSecurityTest extends ApiTest {

    private static final Map<Role, String> KEY_OF_NS_A =
            Map.of(Role.READ, READ_A, Role.WRITE, WRITE_A, Role.ADMIN, ADMIN);

    /** A request to one route, against namespace ns-a and memory {@code id}. */
    record Example(
            HttpMethod method,
            String template,
            Role least,
            Function<String, String> path,
            Function<String, String> body) {

        String route() {
            return method + " " + template;
        }
    }

    /** Every /v1 route with the least role it needs (SECURITY.md, "Routes and roles"); also RouteSpellingWalkTest's. */
    static final List<Example> ROUTES = List.of(
            new Example(
                    HttpMethod.POST,
                    "/v1/recall",
                    Role.READ,
                    id -> "/v1/recall",
                    id -> "{\"namespace\": \"ns-a\", \"query\": \"budget\"}"),
            new Example(
                    HttpMethod.GET,
                    "/v1/memories/{id}",
                    Role.READ,
                    id -> "/v1/memories/" + id + "?namespace=ns-a",
                    id -> null),
            new Example(
                    HttpMethod.GET,
                    "/v1/memories/{id}/history",
                    Role.READ,
                    id -> "/v1/memories/" + id + "/history?namespace=ns-a",
                    id -> null),
            new Example(HttpMethod.GET, "/v1/memories", Role.READ, id -> "/v1/memories?namespace=ns-a", id -> null),
            new Example(
                    HttpMethod.GET,
                    "/v1/memories/{id}/associations",
                    Role.READ,
                    id -> "/v1/memories/" + id + "/associations?namespace=ns-a",
                    id -> null),
            new Example(HttpMethod.GET, "/v1/export", Role.READ, id -> "/v1/export?namespace=ns-a", id -> null),
            new Example(
                    HttpMethod.GET,
                    "/v1/analytics/summary",
                    Role.READ,
                    id -> "/v1/analytics/summary?namespace=ns-a",
                    id -> null),
            new Example(
                    HttpMethod.POST,
                    "/v1/memories",
                    Role.WRITE,
                    id -> "/v1/memories",
                    id -> "{\"namespace\": \"ns-a\", \"content\": \"The budget is due in May.\"}"),
            new Example(
                    HttpMethod.POST,
                    "/v1/memories/batch",
                    Role.WRITE,
                    id -> "/v1/memories/batch",
                    id -> "{\"namespace\": \"ns-a\", \"memories\": [{\"content\": \"The review is on Friday.\"}]}"),
            new Example(
                    HttpMethod.PATCH,
                    "/v1/memories/{id}",
                    Role.WRITE,
                    id -> "/v1/memories/" + id,
                    id -> "{\"namespace\": \"ns-a\", \"weight\": 0.5}"),
            new Example(
                    HttpMethod.DELETE,
                    "/v1/memories/{id}",
                    Role.WRITE,
                    id -> "/v1/memories/" + id + "?namespace=ns-a",
                    id -> null),
            new Example(
                    HttpMethod.POST,
                    "/v1/associations",
                    Role.WRITE,
                    id -> "/v1/associations",
                    id -> "{\"namespace\": \"ns-a\", \"source\": \"" + id + "\", \"target\": \"" + id + "\"}"),
            new Example(
                    HttpMethod.DELETE,
                    "/v1/associations",
                    Role.WRITE,
                    id -> "/v1/associations?namespace=ns-a&source=" + id + "&target=" + id,
                    id -> null),
            new Example(
                    HttpMethod.DELETE,
                    "/v1/namespaces/{namespace}",
                    Role.WRITE,
                    id -> "/v1/namespaces/ns-a",
                    id -> "{\"confirm\": \"not-this-one\"}"),
            new Example(
                    HttpMethod.POST,
                    "/v1/consolidate",
                    Role.ADMIN,
                    id -> "/v1/consolidate",
                    id -> "{\"namespace\": \"ns-a\"}"));

    @Inject
    Router router;

    /** Every route under /v1; Micronaut adds a HEAD twin to each GET, which the same filter guards. */
    private Set<String> servedRoutes() {
        return router.uriRoutes()
                .filter(r -> r.getUriMatchTemplate().toPathString().startsWith("/v1/"))
                .filter(r -> r.getHttpMethod() != HttpMethod.HEAD)
                .map(r -> r.getHttpMethod() + " " + r.getUriMatchTemplate().toPathString())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private String memoryOfNamespaceA() {
        Reply reply = api.withKey(WRITE_A).post("/v1/memories", "{\"content\": \"The budget is approved.\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        return reply.string("id");
    }

    private Reply send(ApiClient client, Example route, String id) {
        try {
            return client.send(
                    route.method(), route.path().apply(id), route.body().apply(id));
        } catch (RuntimeException e) {
            throw new AssertionError(route.route() + " did not answer", e);
        }
    }

    @Test
    void everyRouteTheServiceServes_isListedWithTheLeastRoleItNeeds() {
        Set<String> listed = ROUTES.stream().map(Example::route).collect(Collectors.toCollection(TreeSet::new));

        assertThat(servedRoutes())
                .as("served under /v1 (add a new route to ROUTES)")
                .isEqualTo(listed);
    }

    @Test
    void everyRoute_withoutAKeyOrWithAnUnknownOne_answers401() {
        String id = memoryOfNamespaceA();

        for (Example route : ROUTES) {
            assertThat(send(api, route, id).status())
                    .as("no key: " + route.route())
                    .isEqualTo(401);
            assertThat(send(api.withKey("mg_not_a_key_000000000000000000000000000"), route, id)
                            .status())
                    .as("unknown key: " + route.route())
                    .isEqualTo(401);
        }
    }

    @Test
    void everyRoute_aKeyOneRoleBelow_orOfAnotherNamespace_answers403() {
        String id = memoryOfNamespaceA();

        for (Example route : ROUTES) {
            if (route.least() != Role.READ) {
                Role below = Role.values()[route.least().ordinal() - 1];
                Reply reply = send(api.withKey(KEY_OF_NS_A.get(below)), route, id);
                assertThat(reply.status())
                        .as(below + " key: " + route.route() + " " + reply.text())
                        .isEqualTo(403);
            }
            Reply foreign = send(api.withKey(WRITE_B), route, id);
            assertThat(foreign.status())
                    .as("ns-b key: " + route.route() + " " + foreign.text())
                    .isEqualTo(403);
            assertThat(foreign.text()).doesNotContain("budget");
        }
    }

    @Test
    void everyRoute_theLeastRole_getsPastTheKeyCheck() {
        for (Example route : ROUTES) {
            String id = memoryOfNamespaceA();
            Reply reply = send(api.withKey(KEY_OF_NS_A.get(route.least())), route, id);
            assertThat(reply.status())
                    .as(route.least() + " key: " + route.route() + " " + reply.text())
                    .isNotIn(401, 403)
                    .isLessThan(500);
        }
    }
}
