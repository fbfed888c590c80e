package io.mnemograph.testing;

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

/**
 * JSON over plain {@code java.net.http} to a service in another process ({@link ServiceProcess}): any status is
 * an answer; only a connection that fails or breaks (a killed service) throws.
 */
public final class JsonHttp {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI base;

    public JsonHttp(URI base) {
        this.base = base;
    }

    /** Status and body of one exchange. */
    public record Reply(int status, JsonNode body) {}

    public Reply post(String path, Object body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(body))));
    }

    public Reply patch(String path, Object body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path))
                .header("Content-Type", "application/json")
                .method("PATCH", HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(body))));
    }

    public Reply get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET());
    }

    /** How many memories {@code namespace} holds, counted by listing them page by page ({@code GET /v1/memories}). */
    public long countMemories(String namespace) throws IOException, InterruptedException {
        long count = 0;
        String cursor = null;
        do {
            Reply page =
                    get("/v1/memories?namespace=" + URLEncoder.encode(namespace, StandardCharsets.UTF_8) + "&limit=100"
                            + (cursor == null ? "" : "&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8)));
            if (page.status() != 200) {
                throw new IllegalStateException(
                        "listing " + namespace + " answered " + page.status() + ": " + page.body());
            }
            count += page.body().get("memories").size();
            JsonNode next = page.body().get("next_cursor");
            cursor = next == null || next.isNull() ? null : next.asText();
        } while (cursor != null);
        return count;
    }

    private Reply send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response =
                http.send(request.timeout(Duration.ofMinutes(3)).build(), HttpResponse.BodyHandlers.ofString());
        String text = response.body();
        return new Reply(response.statusCode(), text == null || text.isEmpty() ? null : JSON.readTree(text));
    }
}
