package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.http.HttpMethod;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.web.router.Router;
import io.micronaut.web.router.resource.StaticResourceConfiguration;
import io.mnemograph.api.security.Role;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.RawHttp;
import io.mnemograph.testing.TestKeys;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * One gate for every path (issue 33): every route of the router and every static resource mapping, each spelled six
 * ways, each sent by five callers over a raw socket (so no client tidies the path). Spelled as the route is, it
 * answers as the role table says (RouteSecurityTest's table for {@code /v1}; below for the others): 401 without a
 * valid key, 403 below the least role, past the gate from it on. Spelled any other way (trailing slash, doubled
 * slash, dot segment, encoded slash, upper case) it is refused with 400 or 404 and the JSON error, whoever calls.
 */
@MnemographTest
@Property(name = "mnemograph.security.keys-file", value = TestKeys.FILE)
@Property(name = "mnemograph.traffic.rate-per-second", value = "0")
@Property(name = "mnemograph.traffic.failed-auth-rate-per-second", value = "0")
class RouteSpellingWalkTest extends ApiTest {

    private static final String PING = "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}";

    /** A request to a route outside /v1: the least role it needs (null: open to anyone), its path and body. */
    private record Other(Role least, String path, String body) {}

    private static final Map<String, Other> OTHER_ROUTES = Map.of(
            "GET /prometheus", new Other(Role.ADMIN, "/prometheus", null),
            "POST /mcp", new Other(Role.READ, "/mcp", PING),
            "GET /mcp", new Other(Role.READ, "/mcp", null),
            "DELETE /mcp", new Other(Role.READ, "/mcp", null),
            "GET /health", new Other(null, "/health", null),
            "GET /health/{selector}", new Other(null, "/health/liveness", null));

    /** Each static resource mapping (micronaut.router.static-resources) and a file it serves, open to anyone. */
    private static final Map<String, String> STATIC_EXAMPLES = Map.of(
            "/openapi*.yml", "/openapi.yml",
            "/swagger/openapi*.yml", "/swagger/openapi.yml",
            "/swagger-ui/**", "/swagger-ui/index.html",
            "/browser-guide/**", "/browser-guide/mnemograph.html");

    private static final Map<String, UnaryOperator<String>> SPELLINGS = spellings();

    private static final Map<String, String> CALLERS = callers();

    /** One request to try: method, path as the route spells it, body, least role (null: open). */
    private record Probe(String route, HttpMethod method, String path, String body, Role least) {}

    @Inject
    Router router;

    @Inject
    List<StaticResourceConfiguration> staticResources;

    @Inject
    EmbeddedServer server;

    private static Map<String, UnaryOperator<String>> spellings() {
        Map<String, UnaryOperator<String>> spellings = new LinkedHashMap<>();
        spellings.put("plain", path -> path);
        spellings.put("trailing slash", path -> path + "/");
        spellings.put("double slash", path -> atLastSlash(path, "//"));
        spellings.put("dot segment", path -> atLastSlash(path, "/./"));
        spellings.put("encoded slash", path -> atLastSlash(path, "%2F"));
        spellings.put("upper case", path -> path.toUpperCase(Locale.ROOT));
        return spellings;
    }

    private static String atLastSlash(String path, String replacement) {
        int last = path.lastIndexOf('/');
        return path.substring(0, last) + replacement + path.substring(last + 1);
    }

    private static Map<String, String> callers() {
        Map<String, String> callers = new LinkedHashMap<>();
        callers.put("none", null);
        callers.put("wrong key", "mg_not_a_key_000000000000000000000000000");
        callers.put("read", TestKeys.READ_A);
        callers.put("write", TestKeys.WRITE_A);
        callers.put("admin", TestKeys.ADMIN);
        return callers;
    }

    private static Role roleOf(String caller) {
        return switch (caller) {
            case "read" -> Role.READ;
            case "write" -> Role.WRITE;
            case "admin" -> Role.ADMIN;
            default -> null;
        };
    }

    /** Every route of the router and every static mapping, with its example; a route without one is a failure. */
    private List<Probe> probes(String id, List<String> failures) {
        List<Probe> probes = new ArrayList<>();
        TreeSet<String> routes = new TreeSet<>();
        router.uriRoutes()
                .forEach(r -> routes.add(
                        r.getHttpMethod() + " " + r.getUriMatchTemplate().toPathString()));
        for (String route : routes) {
            HttpMethod method = HttpMethod.valueOf(route.substring(0, route.indexOf(' ')));
            String template = route.substring(route.indexOf(' ') + 1);
            String asGet = (method == HttpMethod.HEAD ? HttpMethod.GET : method) + " " + template;
            RouteSecurityTest.Example api = RouteSecurityTest.ROUTES.stream()
                    .filter(e -> e.route().equals(asGet))
                    .findFirst()
                    .orElse(null);
            Other other = OTHER_ROUTES.get(asGet);
            boolean head = method == HttpMethod.HEAD;
            if (api != null) {
                probes.add(new Probe(
                        route,
                        method,
                        api.path().apply(id),
                        head ? null : api.body().apply(id),
                        api.least()));
            } else if (other != null) {
                probes.add(new Probe(route, method, other.path(), head ? null : other.body(), other.least()));
            } else {
                failures.add(route + ": served by the router but has no expected answer (add it to a table)");
            }
        }
        for (StaticResourceConfiguration resource : staticResources) {
            String example = STATIC_EXAMPLES.get(resource.getMapping());
            if (example == null) {
                failures.add("static " + resource.getMapping() + ": has no example file (add it to STATIC_EXAMPLES)");
            } else {
                probes.add(new Probe("GET " + resource.getMapping(), HttpMethod.GET, example, null, null));
            }
        }
        return probes;
    }

    /** Why {@code answer} is not what the table says, or null when it is. */
    private static String unexpected(Probe probe, String spelling, String caller, RawHttp.Answer answer) {
        int status = answer.status();
        if (!spelling.equals("plain")) {
            boolean refused = (status == 400 || status == 404)
                    && (probe.method() == HttpMethod.HEAD || answer.body().contains("\"error\""));
            return refused ? null : "expected 400 or 404 with the JSON error";
        }
        Role role = roleOf(caller);
        if (probe.least() == null || role != null && role.includes(probe.least())) {
            return status < 500 && status != 401 && status != 403 && status != 429 ? null : "expected past the gate";
        }
        int expected = role == null ? 401 : 403;
        return status == expected ? null : "expected " + expected;
    }

    @Test
    void everyRoute_eachSpellingAndCaller_answersAsTheRoleTableSays() {
        Reply created =
                api.withKey(TestKeys.WRITE_A).post("/v1/memories", "{\"content\": \"The budget is approved.\"}");
        assertThat(created.status()).as(created.text()).isEqualTo(201);
        List<String> failures = new ArrayList<>();
        List<Probe> probes = probes(created.string("id"), failures);
        RawHttp raw = new RawHttp(server.getPort());
        int tried = 0;

        for (Probe probe : probes) {
            int query = probe.path().indexOf('?');
            String path = query < 0 ? probe.path() : probe.path().substring(0, query);
            String rest = query < 0 ? "" : probe.path().substring(query);
            for (Map.Entry<String, UnaryOperator<String>> spelling : SPELLINGS.entrySet()) {
                String target = spelling.getValue().apply(path) + rest;
                for (Map.Entry<String, String> caller : CALLERS.entrySet()) {
                    RawHttp.Answer answer = raw.send(probe.method().name(), target, caller.getValue(), probe.body());
                    tried++;
                    String why = unexpected(probe, spelling.getKey(), caller.getKey(), answer);
                    if (why != null) {
                        failures.add(probe.method() + " " + target + " by " + caller.getKey() + ": " + answer.status()
                                + ", " + why + " (" + probe.route() + ", " + spelling.getKey() + ")");
                    }
                }
            }
        }

        System.out.printf(
                "route walk: %d routes x %d spellings x %d callers = %d requests, %d unexpected%n",
                probes.size(), SPELLINGS.size(), CALLERS.size(), tried, failures.size());
        assertThat(probes).hasSizeGreaterThan(30);
        assertThat(tried).isEqualTo(probes.size() * SPELLINGS.size() * CALLERS.size());
        assertThat(failures).as("unexpected answers").isEmpty();
    }
}
