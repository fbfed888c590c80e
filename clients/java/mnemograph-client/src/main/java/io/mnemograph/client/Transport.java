package io.mnemograph.client;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The HTTP exchange under every call: JSON in snake_case, the API key, the default namespace, the timeout, and
 * retries of 429 and 503 after the answer's {@code Retry-After} (seconds or an HTTP date; without one, 0.5 s
 * doubling), at most {@code maxRetries} times and never a wait over {@code maxRetryWait}.
 */
final class Transport {

    /** The mapper of every body: snake_case names, nulls left out, unknown fields of newer services ignored. */
    static final ObjectMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private static final Duration FIRST_BACKOFF = Duration.ofMillis(500);

    private final HttpClient http;
    private final String base;
    private final String apiKey;
    private final String namespace;
    private final Duration timeout;
    private final int maxRetries;
    private final Duration maxRetryWait;

    Transport(HttpClient http, String base, String apiKey, String namespace, Duration timeout, int maxRetries,
            Duration maxRetryWait) {
        this.http = http;
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.apiKey = apiKey;
        this.namespace = namespace;
        this.timeout = timeout;
        this.maxRetries = maxRetries;
        this.maxRetryWait = maxRetryWait;
    }

    Transport withNamespace(String other) {
        return new Transport(http, base, apiKey, other, timeout, maxRetries, maxRetryWait);
    }

    String namespace() {
        return namespace;
    }

    /** A JSON call: the body (with the default namespace when it names none) and the answer read as {@code type}. */
    <T> T json(String method, String path, Map<String, ?> query, Object body, boolean scoped, Class<T> type) {
        HttpResponse<InputStream> response = send(method, path, query, body, scoped);
        try (InputStream in = response.body()) {
            return JSON.readValue(in, type);
        } catch (IOException e) {
            throw new MnemographException(response.statusCode(), "unreadable_answer", null,
                    method + " " + path + ": the answer is not the expected JSON: " + e.getMessage(), e);
        }
    }

    /** A call whose answer is read by the caller (the export's JSON Lines); the caller closes it. */
    HttpResponse<InputStream> send(String method, String path, Map<String, ?> query, Object body, boolean scoped) {
        HttpRequest request = request(method, path, query, body, scoped);
        for (int attempt = 0; ; attempt++) {
            HttpResponse<InputStream> response = exchange(request);
            int status = response.statusCode();
            if (status < 400) {
                return response;
            }
            Duration wait = retryWait(response, attempt);
            if ((status != 429 && status != 503) || attempt >= maxRetries || wait.compareTo(maxRetryWait) > 0) {
                throw error(response);
            }
            drain(response);
            sleep(wait);
        }
    }

    private HttpRequest request(String method, String path, Map<String, ?> query, Object body, boolean scoped) {
        StringJoiner parameters = new StringJoiner("&", "?", "").setEmptyValue("");
        if (scoped && namespace != null && (query == null || query.get("namespace") == null) && body == null) {
            parameters.add("namespace=" + encode(namespace));
        }
        if (query != null) {
            query.forEach((name, value) -> {
                if (value != null) {
                    parameters.add(encode(name) + "=" + encode(String.valueOf(value)));
                }
            });
        }
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(base + path + parameters))
                .timeout(timeout)
                .header("Accept", "application/json, application/x-ndjson");
        if (apiKey != null) {
            builder.header("Authorization", "Bearer " + apiKey);
        }
        if (body == null) {
            return builder.method(method, HttpRequest.BodyPublishers.noBody()).build();
        }
        JsonNode tree = JSON.valueToTree(body);
        if (scoped && namespace != null && tree instanceof ObjectNode object && !object.hasNonNull("namespace")) {
            object.put("namespace", namespace);
        }
        try {
            return builder.header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(tree)))
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private HttpResponse<InputStream> exchange(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (HttpTimeoutException e) {
            throw new MnemographException(0, "timeout", null,
                    request.method() + " " + request.uri() + ": no answer within " + timeout, e);
        } catch (IOException e) {
            throw new MnemographException(0, "unreachable", null,
                    request.method() + " " + request.uri() + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MnemographException(0, "interrupted", null, "interrupted while calling " + request.uri(), e);
        }
    }

    /** How long to wait before retry {@code attempt + 1}: the server's Retry-After, else 0.5 s x 2^attempt. */
    static Duration retryWait(HttpResponse<?> response, int attempt) {
        return response.headers().firstValue("Retry-After")
                .map(Transport::retryAfter)
                .orElse(FIRST_BACKOFF.multipliedBy(1L << Math.min(attempt, 16)));
    }

    static Duration retryAfter(String value) {
        String text = value.trim();
        if (text.chars().allMatch(Character::isDigit) && !text.isEmpty()) {
            return Duration.ofSeconds(Long.parseLong(text));
        }
        try {
            Duration until = Duration.between(ZonedDateTime.now(),
                    ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME));
            return until.isNegative() ? Duration.ZERO : until;
        } catch (RuntimeException e) {
            return FIRST_BACKOFF;
        }
    }

    private static MnemographException error(HttpResponse<InputStream> response) {
        String text;
        try (InputStream in = response.body()) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            text = "";
        }
        int status = response.statusCode();
        try {
            JsonNode error = JSON.readTree(text).path("error");
            if (error.hasNonNull("code")) {
                return MnemographException.of(status, error.get("code").asText(),
                        error.hasNonNull("field") ? error.get("field").asText() : null,
                        error.path("message").asText());
            }
        } catch (IOException | RuntimeException e) {
            // not the service's error body (a proxy's page): the text itself is the message
        }
        return MnemographException.of(status, "http_" + status, null, text.isBlank() ? "no message" : text);
    }

    private static void drain(HttpResponse<InputStream> response) {
        try (InputStream in = response.body()) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        } catch (IOException e) {
            // the answer is dropped anyway before the retry
        }
    }

    private static void sleep(Duration wait) {
        try {
            Thread.sleep(wait.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MnemographException(0, "interrupted", null, "interrupted while waiting to retry", e);
        }
    }

    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
