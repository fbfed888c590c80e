package io.mnemograph.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
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

    private Reply send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response =
                http.send(request.timeout(Duration.ofMinutes(3)).build(), HttpResponse.BodyHandlers.ofString());
        String text = response.body();
        return new Reply(response.statusCode(), text == null || text.isEmpty() ? null : JSON.readTree(text));
    }
}
