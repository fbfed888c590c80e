package io.mnemograph.tools.soak;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The three HTTP calls a soak makes (remember, boosting recall, get), with an optional bearer key. */
public final class SoakClient {

    /** How long a request may take before the client counts it as failed, unless told otherwise. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);
    /** How often the audit asks again for one memory while the service answers 429. */
    static final int RATE_LIMITED_TRIES = 30;

    private final HttpClient http;
    private final ObjectMapper json = new ObjectMapper();
    private final URI base;
    private final String key;
    private final String namespace;
    private final Duration timeout;

    /** A client of the service at {@code base} (e.g. {@code http://127.0.0.1:8080}); {@code key} may be null. */
    public SoakClient(URI base, String key, String namespace) {
        this(base, key, namespace, DEFAULT_TIMEOUT);
    }

    /** As above, with {@code timeout} for each request (and for opening a connection). */
    public SoakClient(URI base, String key, String namespace, Duration timeout) {
        this.base = base;
        this.key = key;
        this.namespace = namespace;
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    /** Remembers {@code content}; returns the new id. */
    public String remember(String content) throws IOException, InterruptedException {
        JsonNode reply = post("/v1/memories", Map.of("namespace", namespace, "content", content), 201);
        return reply.get("id").asText();
    }

    /** A boosting recall; returns the ids it returned (each was boosted once). */
    public List<String> recall(String query, int limit) throws IOException, InterruptedException {
        JsonNode reply = post("/v1/recall", Map.of("namespace", namespace, "query", query, "limit", limit), 200);
        List<String> ids = new ArrayList<>();
        reply.get("results").forEach(result -> ids.add(result.get("id").asText()));
        return ids;
    }

    /**
     * The stored {@code access_count} of a memory, or -1 when the service answers 404. The audit reads every memory
     * as fast as it can, so it meets the service's rate limit: a 429 is waited out ({@code Retry-After}, up to
     * {@value #RATE_LIMITED_TRIES} tries) rather than counted, since it says nothing about what was stored.
     */
    public long accessCount(String id) throws IOException, InterruptedException {
        URI uri = base.resolve(
                "/v1/memories/" + id + "?namespace=" + URLEncoder.encode(namespace, StandardCharsets.UTF_8));
        HttpResponse<String> response = http.send(request(uri).GET().build(), HttpResponse.BodyHandlers.ofString());
        for (int tries = 1; response.statusCode() == 429 && tries < RATE_LIMITED_TRIES; tries++) {
            Thread.sleep(retryAfter(response).toMillis());
            response = http.send(request(uri).GET().build(), HttpResponse.BodyHandlers.ofString());
        }
        if (response.statusCode() == 404) {
            return -1;
        }
        return check(response, 200).get("access_count").asLong();
    }

    /** The wait a 429 asks for ({@code Retry-After} in seconds), 1 s when it names none. */
    private static Duration retryAfter(HttpResponse<String> response) {
        return response.headers()
                .firstValue("Retry-After")
                .map(String::strip)
                .filter(v -> v.matches("\\d{1,4}"))
                .map(v -> Duration.ofSeconds(Math.max(1, Long.parseLong(v))))
                .orElse(Duration.ofSeconds(1));
    }

    private JsonNode post(String path, Map<String, Object> body, int expected)
            throws IOException, InterruptedException {
        HttpRequest request = request(base.resolve(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(body)))
                .build();
        return check(http.send(request, HttpResponse.BodyHandlers.ofString()), expected);
    }

    private HttpRequest.Builder request(URI uri) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(uri).timeout(timeout);
        return key == null ? builder : builder.header("Authorization", "Bearer " + key);
    }

    private JsonNode check(HttpResponse<String> response, int expected) throws IOException {
        if (response.statusCode() != expected) {
            throw new SoakError(response.statusCode(), response.body());
        }
        return json.readTree(response.body());
    }

    /** A reply with an unexpected status. */
    public static final class SoakError extends IOException {
        /** The status the service answered. */
        public final int status;

        SoakError(int status, String body) {
            super("HTTP " + status + ": " + (body.length() > 300 ? body.substring(0, 300) : body));
            this.status = status;
        }
    }
}
