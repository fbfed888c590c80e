package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.SharedServices;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Hostile requests against every route of the running service (wrong types, huge numbers, NaN, deep nesting,
 * control characters, invalid UTF-8, odd content types, huge headers, garbage ids and namespaces): never a 5xx,
 * never a stack trace or class name in the answer, and every 4xx but 429 (a rate, not a field) names the field or
 * the part of the request (path, method, content_type, uri, body) it is about.
 */
class HostileRequestProperties {

    private static final String UUID = "3f2b9c1e-0000-4000-8000-000000000001";

    /** Every route, with the fields its body accepts (the fuzzer mixes them with unknown ones). */
    record Route(String method, String path, List<String> fields) {}

    private static final List<Route> ROUTES = List.of(
            new Route(
                    "POST",
                    "/v1/memories",
                    List.of(
                            "content",
                            "namespace",
                            "project",
                            "scope",
                            "kind",
                            "weight",
                            "strength",
                            "importance",
                            "entities",
                            "session_id",
                            "ttl_seconds",
                            "supersedes",
                            "occurred_at",
                            "metadata",
                            "idempotency_key")),
            new Route("POST", "/v1/memories/batch", List.of("memories", "namespace")),
            new Route("GET", "/v1/memories/{id}", List.of()),
            new Route("PATCH", "/v1/memories/{id}", List.of("content", "weight", "namespace")),
            new Route("DELETE", "/v1/memories/{id}", List.of()),
            new Route("GET", "/v1/memories/{id}/history", List.of()),
            new Route(
                    "POST",
                    "/v1/recall",
                    List.of(
                            "query",
                            "limit",
                            "namespace",
                            "project",
                            "session_id",
                            "hops",
                            "threshold",
                            "at",
                            "explain",
                            "boost",
                            "seeds",
                            "decay_model",
                            "spread_factor")),
            new Route("POST", "/v1/associations", List.of("source", "target", "weight", "namespace")),
            new Route("POST", "/v1/consolidate", List.of("namespace", "at")),
            new Route("DELETE", "/v1/namespaces/{ns}", List.of("confirm")),
            new Route("GET", "/health", List.of()));

    private static final Pattern FIELD = Pattern.compile("\"field\"\\s*:\\s*(null|\"([^\"]*)\")");
    private static final List<String> LEAKS =
            List.of("\tat ", "Exception", "java.", "io.micronaut", "org.neo4j", "com.fasterxml", "bolt://", "neo4j://");

    private static EmbeddedServer server;
    private static HttpClient http;

    @BeforeContainer
    static void start() {
        server = SharedServices.standardServer();
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    @Property(tries = 250)
    void anyHostileRequest_neverAnswers5xxOrAStackTrace_and4xxNameTheField(
            @ForAll("routes") Route route,
            @ForAll("pathValues") String pathValue,
            @ForAll("queries") String query,
            @ForAll("contentTypes") String contentType,
            @ForAll("paddings") String padding,
            @ForAll("bodies") byte[] body)
            throws Exception {
        String path = route.path().replace("{id}", pathValue).replace("{ns}", pathValue);
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.getURL() + path + query))
                .timeout(Duration.ofSeconds(60))
                .method(
                        route.method(),
                        body.length == 0 && route.method().equals("GET")
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofByteArray(body));
        if (!contentType.isEmpty()) {
            request.header("Content-Type", contentType);
        }
        if (!padding.isEmpty()) {
            request.header("X-Padding", padding);
        }
        HttpResponse<String> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (java.io.IOException stale) {
            // a pooled connection the server closed after refusing the previous request: try once on a new one
            try (HttpClient fresh = HttpClient.newBuilder()
                    .connectTimeout(Duration.ofSeconds(10))
                    .build()) {
                response = fresh.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            } catch (java.io.IOException e) {
                // the server may close the connection of a request it refuses outright: over-long headers, or a
                // request line over Netty's 4,096 characters, refused while the client still sends its body
                boolean refusedOutright = padding.length() > 8_000 || (path + query).length() > 4_000;
                assertThat(refusedOutright)
                        .as("connection closed for an ordinary request: " + route.method() + " " + path + query + " ["
                                + contentType + "] " + preview(body) + ": " + e)
                        .isTrue();
                return;
            }
        }
        String text = response.body();
        String seen = route.method() + " " + path + query + " [" + contentType + "] " + preview(body) + " -> "
                + response.statusCode() + " " + text;
        assertThat(response.statusCode()).as(seen).isBetween(200, 499);
        for (String leak : LEAKS) {
            assertThat(text).as(seen).doesNotContain(leak);
        }
        if (response.statusCode() >= 400 && response.statusCode() != 429) {
            Matcher field = FIELD.matcher(text);
            assertThat(field.find()).as(seen).isTrue();
            assertThat(field.group(2)).as("the error names its field: " + seen).isNotBlank();
        }
    }

    private static String preview(byte[] body) {
        String text = new String(body, 0, Math.min(body.length, 200), StandardCharsets.UTF_8);
        return text + (body.length > 200 ? "... (" + body.length + " bytes)" : "");
    }

    @Provide
    Arbitrary<Route> routes() {
        return Arbitraries.of(ROUTES);
    }

    @Provide
    Arbitrary<String> pathValues() {
        return Arbitraries.oneOf(
                Arbitraries.of(
                        UUID,
                        "default",
                        "not-a-uuid",
                        "%00",
                        "..%2F..%2Fetc",
                        "%C3%28",
                        "%FF%FE",
                        "%E2%80%AE",
                        "%0D%0AX-Injected:%201",
                        "null",
                        "-1",
                        "9".repeat(400),
                        "a".repeat(5000),
                        "%20",
                        "3f2b9c1e-0000-4000-8000-00000000000G",
                        "%7B%22a%22%3A1%7D"),
                Arbitraries.strings()
                        .withCharRange('a', 'z')
                        .numeric()
                        .ofMinLength(1)
                        .ofMaxLength(40));
    }

    @Provide
    Arbitrary<String> queries() {
        return Arbitraries.of(
                "",
                "",
                "?namespace=default",
                "?namespace=",
                "?namespace=%00",
                "?namespace=%C3%28",
                "?namespace=" + "n".repeat(300),
                "?namespace=a&namespace=b",
                "?limit=NaN",
                "?namespace=%27%20OR%201=1",
                "?%FF=%FE",
                "?limit=0",
                "?limit=99999999999",
                "?limit=-5&cursor=",
                "?cursor=%00",
                "?cursor=aDE6LTE",
                "?cursor=aDE6OTk5OTk5OTk5OTk5",
                "?cursor=" + "A".repeat(500),
                "?limit=2&cursor=aDE6Mg");
    }

    @Provide
    Arbitrary<String> contentTypes() {
        return Arbitraries.of(
                "application/json",
                "application/json",
                "application/json",
                "",
                "application/json; charset=ISO-8859-1",
                "text/plain",
                "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x",
                "application/xml",
                "garbage////",
                "application/json; charset=nope",
                "*/*");
    }

    @Provide
    Arbitrary<String> paddings() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(8, Arbitraries.just("")),
                net.jqwik.api.Tuple.of(
                        1, Arbitraries.integers().between(1, 6_000).map("x"::repeat)),
                net.jqwik.api.Tuple.of(
                        1, Arbitraries.integers().between(9_000, 40_000).map("y"::repeat)));
    }

    @Provide
    Arbitrary<byte[]> bodies() {
        return Arbitraries.oneOf(
                jsonObjects().map(text -> text.getBytes(StandardCharsets.UTF_8)),
                jsonObjects().map(HostileRequestProperties::withInvalidUtf8),
                Arbitraries.of(
                                "",
                                "{",
                                "[1,2",
                                "null",
                                "[]",
                                "\"text\"",
                                "42",
                                "{\"a\":}",
                                "{\"content\": NaN}",
                                "{\"content\": \"x\",}",
                                "{'content': 'x'}",
                                "\u0000\u0001",
                                "{\"content\": \"x\"} trailing")
                        .map(text -> text.getBytes(StandardCharsets.UTF_8)),
                Arbitraries.integers().between(10, 200_000).map(HostileRequestProperties::deepNesting),
                Arbitraries.bytes().array(byte[].class).ofMaxSize(300));
    }

    /** A JSON object of 1 to 4 fields, known names and unknown, each with a hostile value. */
    private static Arbitrary<String> jsonObjects() {
        Arbitrary<String> names = Arbitraries.oneOf(
                Arbitraries.of(ROUTES.stream()
                        .flatMap(route -> route.fields().stream())
                        .distinct()
                        .toList()),
                Arbitraries.of("__proto__", "", "content\u0000", "id", "éé", "a".repeat(1000)));
        Arbitrary<String> member =
                Combinators.combine(names, values()).as((name, value) -> quoted(name) + ": " + value);
        return member.list().ofMinSize(1).ofMaxSize(4).map(members -> "{" + String.join(", ", members) + "}");
    }

    private static Arbitrary<String> values() {
        return Arbitraries.oneOf(
                Arbitraries.of(
                        "NaN",
                        "Infinity",
                        "-Infinity",
                        "1e309",
                        "-1e309",
                        "1e-400",
                        "-0",
                        "123456789012345678901234567890",
                        "-9223372036854775809",
                        "9223372036854775808",
                        "0.1",
                        "true",
                        "false",
                        "null",
                        "[]",
                        "{}",
                        "[null]",
                        "[1, \"a\", {}]",
                        "{\"x\": {\"y\": []}}",
                        "\"\"",
                        "\" \"",
                        "\"\\u0000\"",
                        "\"\\ud800\"",
                        "\"\\udfff\\ud800\"",
                        "\"\u0001\u0007\u001b\"",
                        "\"2024-13-45T99:99:99Z\"",
                        "\"+999999999-12-31T23:59:59Z\"",
                        "\"2024-01-01T00:00:00Z\"",
                        "\"" + UUID + "\"",
                        "\"00000000-0000-0000-0000-000000000000\"",
                        "\"default\"",
                        "\"MATCH (n) DETACH DELETE n\"",
                        "\"' OR 1=1 //\"",
                        "\"$namespace\"",
                        "\"vector\"",
                        "\"LEXICAL\"",
                        "\"mnemex-power-law\"",
                        "\"project\"",
                        "\"global\"",
                        "1",
                        "0",
                        "-1",
                        "0.5",
                        "1000000",
                        "[\"a\", \"b\"]",
                        "[{\"content\": \"x\"}]",
                        "[{\"content\": 1}]",
                        "[{}]"),
                Arbitraries.strings().ofMaxLength(60).map(HostileRequestProperties::quoted),
                Arbitraries.integers()
                        .between(1, 3)
                        .flatMap(unit -> Arbitraries.integers()
                                .between(1, 2_000_000)
                                .map(n -> quoted("w".repeat(Math.min(n, 2_000_000))))),
                Arbitraries.doubles().map(d -> Double.isFinite(d) ? Double.toString(d) : "0"),
                Arbitraries.integers().between(1, 3_000).map(depth -> "[".repeat(depth) + "]".repeat(depth)));
    }

    private static String quoted(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    /** The object's UTF-8 with bytes that are not UTF-8 written into its first string value. */
    private static byte[] withInvalidUtf8(String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        int quote = json.indexOf(": \"");
        if (quote < 0) {
            quote = 0;
        }
        int at = json.substring(0, quote + Math.min(3, json.length() - quote)).getBytes(StandardCharsets.UTF_8).length;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(bytes, 0, at);
        out.writeBytes(new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF, (byte) 0xED, (byte) 0xA0, (byte) 0x80});
        out.write(bytes, at, bytes.length - at);
        return out.toByteArray();
    }

    private static byte[] deepNesting(int depth) {
        return ("{\"metadata\": " + "{\"a\": ".repeat(depth) + "1" + "}".repeat(depth) + "}")
                .getBytes(StandardCharsets.UTF_8);
    }
}
