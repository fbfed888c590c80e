package io.mnemograph.embedding;

import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.serde.annotation.Serdeable;
import io.mnemograph.config.EmbeddingSettings;
import io.mnemograph.core.Deadline;
import io.mnemograph.core.DeadlinePassed;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Clock;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;

/**
 * Calls an OpenAI-compatible {@code POST /embeddings} endpoint (OpenAI, Ollama, vLLM, LM Studio).
 *
 * <p>Vectors are normalised to unit length here so cosine scores mean the same whatever the server returns. A rate
 * limit (429, honouring its {@code Retry-After}), an overloaded server or a dropped connection is retried as the
 * {@link RetryPolicy} says; when the retries run out, or a {@code Retry-After} asks for longer than the policy
 * waits, the call fails with an {@link EmbeddingFailure}. Within a request's {@link Deadline}, each call waits at
 * most the time left, and a retry that would start past it is not made ({@link DeadlinePassed}).
 */
public final class OpenAiCompatibleEmbeddingProvider implements EmbeddingProvider {

    private final HttpClient http;
    private final JsonMapper json;
    private final URI endpoint;
    private final String model;
    private final String apiKey;
    private final int dimension;
    private final Duration timeout;
    private final RetryPolicy retry;
    private final Clock clock;

    public OpenAiCompatibleEmbeddingProvider(
            JsonMapper json,
            String baseUrl,
            String model,
            String apiKey,
            int dimension,
            Duration timeout,
            RetryPolicy retry,
            Clock clock) {
        this.json = json;
        this.endpoint = URI.create(baseUrl.endsWith("/") ? baseUrl + "embeddings" : baseUrl + "/embeddings");
        this.model = model;
        this.apiKey = apiKey;
        this.dimension = dimension;
        this.timeout = timeout;
        this.retry = retry;
        this.clock = clock;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        return embedAll(texts, null);
    }

    @Override
    public List<float[]> embedAll(List<String> texts, Deadline deadline) {
        EmbeddingsResponse response = post(new EmbeddingsRequest(model, texts), deadline);
        if (response.data() == null || response.data().size() != texts.size()) {
            throw new EmbeddingFailure("embedding server " + endpoint + " returned "
                    + (response.data() == null ? 0 : response.data().size()) + " vectors for " + texts.size()
                    + " texts");
        }
        return response.data().stream()
                .sorted(Comparator.comparingInt(EmbeddingData::index))
                .map(d -> normalised(d.embedding()))
                .toList();
    }

    private EmbeddingsResponse post(EmbeddingsRequest body, Deadline deadline) {
        try {
            HttpRequest.Builder request = HttpRequest.newBuilder(endpoint)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(body)));
            if (apiKey != null && !apiKey.isBlank()) {
                request.header("Authorization", "Bearer " + apiKey);
            }
            HttpResponse<byte[]> response = send(request, deadline);
            return json.readValue(response.body(), Argument.of(EmbeddingsResponse.class));
        } catch (IOException e) {
            throw new EmbeddingFailure("embedding server " + endpoint + " unreachable: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmbeddingFailure("interrupted while calling " + endpoint, e);
        }
    }

    /**
     * Sends {@code request} until it succeeds or the retry policy gives up; returns the 2xx answer. Each call waits at
     * most the timeout, or what {@code deadline} (null: none) has left; no call starts past it.
     */
    private HttpResponse<byte[]> send(HttpRequest.Builder request, Deadline deadline)
            throws IOException, InterruptedException {
        for (int attempt = 0; ; attempt++) {
            if (deadline != null) {
                deadline.check(attempt == 0 ? "before calling the embedding server" : "before a retry");
            }
            HttpResponse<byte[]> response;
            Duration callTimeout = deadline == null ? timeout : deadline.bound(timeout);
            try {
                // HttpRequest refuses a zero timeout: a deadline a moment away still gets one millisecond
                response = http.send(
                        request.timeout(callTimeout.isZero() ? Duration.ofMillis(1) : callTimeout)
                                .build(),
                        HttpResponse.BodyHandlers.ofByteArray());
            } catch (IOException e) {
                if (e instanceof HttpTimeoutException && callTimeout.compareTo(timeout) < 0) {
                    throw new DeadlinePassed(deadline.budget(), "waiting for the embedding server");
                }
                if (attempt >= retry.retries()) {
                    throw e;
                }
                pause(retry.backoff(attempt), deadline);
                continue;
            }
            int status = response.statusCode();
            if (status / 100 == 2) {
                return response;
            }
            if (!RetryPolicy.retryable(status) || attempt >= retry.retries()) {
                throw new EmbeddingFailure("embedding server " + endpoint + " answered HTTP " + status
                        + (attempt > 0 ? " after " + attempt + " retries" : ""));
            }
            Duration wait = status == 429
                    ? RetryPolicy.retryAfter(
                                    response.headers().firstValue("Retry-After").orElse(null), clock)
                            .orElse(retry.backoff(attempt))
                    : retry.backoff(attempt);
            if (wait.compareTo(retry.maxWait()) > 0) {
                throw new EmbeddingFailure("embedding server " + endpoint + " answered HTTP " + status
                        + " and asks to retry after " + wait.toSeconds() + " s, longer than the "
                        + retry.maxWait().toSeconds() + " s this service waits");
            }
            pause(wait, deadline);
        }
    }

    /** Sleeps {@code wait} before a retry; fails at once when {@code deadline} (null: none) would pass meanwhile. */
    private static void pause(Duration wait, Deadline deadline) throws InterruptedException {
        if (deadline != null && wait.compareTo(deadline.remaining()) >= 0) {
            throw new DeadlinePassed(deadline.budget(), "waiting to retry the embedding server");
        }
        Thread.sleep(wait.toMillis());
    }

    private float[] normalised(List<Double> values) {
        if (values == null || values.size() != dimension) {
            throw new EmbeddingFailure("embedding server " + endpoint + " returned a vector of "
                    + (values == null ? 0 : values.size()) + " entries, configured dimension is " + dimension);
        }
        double norm = 0;
        for (double v : values) {
            norm += v * v;
        }
        norm = Math.sqrt(norm);
        float[] vector = new float[dimension];
        for (int i = 0; i < dimension; i++) {
            vector[i] = (float) (norm == 0 ? 0 : values.get(i) / norm);
        }
        return vector;
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public String name() {
        return "openai:" + model + "@" + endpoint;
    }

    /** The model name and dimension: the server's files are out of reach, and its URL says where, not what, it is. */
    @Override
    public EmbeddingIdentity identity() {
        return new EmbeddingIdentity(EmbeddingSettings.OPENAI, model, dimension, "model-name:" + model);
    }

    /** Request body of {@code POST /embeddings}. */
    @Serdeable
    record EmbeddingsRequest(String model, List<String> input) {}

    /** Response body of {@code POST /embeddings}. */
    @Serdeable
    record EmbeddingsResponse(List<EmbeddingData> data) {}

    /** One vector of the response. */
    @Serdeable
    record EmbeddingData(int index, List<Double> embedding) {}
}
