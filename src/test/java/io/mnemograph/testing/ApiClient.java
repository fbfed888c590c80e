package io.mnemograph.testing;

import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Sends raw JSON text (so tests can send malformed bodies) and reads any answer, error or not, as a tree. */
public final class ApiClient {

    private final HttpClient client;
    private final JsonMapper json;
    private final String key;

    public ApiClient(HttpClient client, JsonMapper json) {
        this(client, json, null);
    }

    private ApiClient(HttpClient client, JsonMapper json, String key) {
        this.client = client;
        this.json = json;
        this.key = key;
    }

    /** The same client, sending {@code Authorization: Bearer <key>} with every request. */
    public ApiClient withKey(String key) {
        return new ApiClient(client, json, key);
    }

    /** Status and parsed body of one exchange. */
    public record Reply(int status, JsonNode body, String text) {

        public String string(String... path) {
            JsonNode node = node(path);
            return node == null || node.isNull() ? null : node.getStringValue();
        }

        public double number(String... path) {
            return node(path).getDoubleValue();
        }

        public JsonNode node(String... path) {
            JsonNode node = body;
            for (String key : path) {
                node = node == null ? null : node.get(key);
            }
            return node;
        }

        /** The error field an error reply names. */
        public String errorField() {
            return string("error", "field");
        }
    }

    public Reply post(String path, String body) {
        return exchange(HttpRequest.POST(path, body).contentType(MediaType.APPLICATION_JSON_TYPE));
    }

    public Reply patch(String path, String body) {
        return exchange(HttpRequest.PATCH(path, body).contentType(MediaType.APPLICATION_JSON_TYPE));
    }

    public Reply get(String path) {
        return exchange(HttpRequest.GET(path));
    }

    public Reply delete(String path) {
        return exchange(HttpRequest.DELETE(path));
    }

    /** Any method, with a JSON body unless {@code body} is null. */
    public Reply send(HttpMethod method, String path, String body) {
        MutableHttpRequest<Object> request = HttpRequest.create(method, path);
        if (body != null) {
            request.body(body).contentType(MediaType.APPLICATION_JSON_TYPE);
        }
        return exchange(request);
    }

    private Reply exchange(MutableHttpRequest<?> request) {
        if (key != null) {
            request.bearerAuth(key);
        }
        try {
            HttpResponse<String> response = client.toBlocking().exchange(request, String.class);
            return reply(
                    response.code(), response.body(), response.getContentType().orElse(null));
        } catch (HttpClientResponseException e) {
            return reply(
                    e.getStatus().getCode(),
                    e.getResponse().getBody(String.class).orElse(null),
                    e.getResponse().getContentType().orElse(null));
        }
    }

    /** The answer, with its body as a tree unless it is empty, JSON Lines (an export) or not JSON (YAML, HTML). */
    private Reply reply(int status, String text, MediaType type) {
        if (text == null
                || text.isEmpty()
                || "application/x-ndjson".equals(type == null ? null : type.getName())
                || type != null && !type.getSubtype().contains("json")) {
            return new Reply(status, null, text);
        }
        try {
            return new Reply(status, json.readValue(text, Argument.of(JsonNode.class)), text);
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + text, e);
        }
    }
}
