package io.mnemograph.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.micronaut.json.JsonMapper;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The HTTP provider against a local stand-in for an OpenAI-compatible server (loopback only). */
class OpenAiCompatibleEmbeddingProviderTest {

    private HttpServer server;
    private final AtomicReference<String> lastBody = new AtomicReference<>();
    private final AtomicReference<String> lastAuth = new AtomicReference<>();
    private volatile String answer;
    private volatile int status = 200;
    /** Statuses (with their Retry-After, or null) answered before {@code status}, one per call. */
    private final Deque<String[]> failuresFirst = new ConcurrentLinkedDeque<>();

    private final List<Instant> calls = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/v1/embeddings", exchange -> {
            lastBody.set(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            lastAuth.set(exchange.getRequestHeaders().getFirst("Authorization"));
            calls.add(Instant.now());
            String[] failure = failuresFirst.poll();
            if (failure != null && failure[1] != null) {
                exchange.getResponseHeaders().add("Retry-After", failure[1]);
            }
            byte[] bytes = (failure == null ? answer : "{\"error\": \"slow down\"}").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(failure == null ? status : Integer.parseInt(failure[0]), bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private OpenAiCompatibleEmbeddingProvider provider(int dimension) {
        return provider(dimension, 3);
    }

    private OpenAiCompatibleEmbeddingProvider provider(int dimension, int retries) {
        Duration timeout = Duration.ofSeconds(5);
        return new OpenAiCompatibleEmbeddingProvider(
                JsonMapper.createDefault(),
                "http://127.0.0.1:" + server.getAddress().getPort() + "/v1",
                "nomic-embed-text",
                "sk-test",
                dimension,
                timeout,
                new RetryPolicy(retries, Duration.ofMillis(50), timeout),
                Clock.systemUTC());
    }

    @Test
    void embedAll_validAnswer_returnsNormalisedVectorsInInputOrder() {
        answer = """
                {"data": [{"index": 1, "embedding": [0, 3, 4]}, {"index": 0, "embedding": [2, 0, 0]}]}""";

        List<float[]> vectors = provider(3).embedAll(List.of("first", "second"));

        assertThat(vectors.get(0)).containsExactly(1f, 0f, 0f);
        assertThat(vectors.get(1)).containsExactly(0f, 0.6f, 0.8f);
        assertThat(lastBody.get())
                .contains("\"model\":\"nomic-embed-text\"")
                .contains("\"input\":[\"first\",\"second\"]");
        assertThat(lastAuth.get()).isEqualTo("Bearer sk-test");
    }

    @Test
    void embedAll_wrongDimension_failsNamingBoth() {
        answer = "{\"data\": [{\"index\": 0, \"embedding\": [1, 0]}]}";
        assertThatThrownBy(() -> provider(3).embed("x"))
                .isInstanceOf(EmbeddingFailure.class)
                .hasMessageContaining("2 entries")
                .hasMessageContaining("dimension is 3");
    }

    @Test
    void embedAll_serverError_failsWithStatus() {
        status = 500;
        answer = "{}";
        assertThatThrownBy(() -> provider(3).embed("x"))
                .isInstanceOf(EmbeddingFailure.class)
                .hasMessageContaining("HTTP 500");
    }

    @Test
    void embedAll_rateLimitedWithRetryAfter_waitsThatLong_thenSucceeds() {
        failuresFirst.add(new String[] {"429", "1"});
        answer = "{\"data\": [{\"index\": 0, \"embedding\": [0, 0, 2]}]}";

        float[] vector = provider(3).embed("x");

        assertThat(vector).containsExactly(0f, 0f, 1f);
        assertThat(calls).hasSize(2);
        assertThat(Duration.between(calls.get(0), calls.get(1)))
                .as("Retry-After: 1 honoured")
                .isGreaterThanOrEqualTo(Duration.ofMillis(950));
    }

    @Test
    void embedAll_overloadedTwice_retriesWithBackoff_thenSucceeds() {
        failuresFirst.add(new String[] {"503", null});
        failuresFirst.add(new String[] {"502", null});
        answer = "{\"data\": [{\"index\": 0, \"embedding\": [3, 4, 0]}]}";

        assertThat(provider(3).embed("x")).containsExactly(0.6f, 0.8f, 0f);
        assertThat(calls).hasSize(3);
    }

    @Test
    void embedAll_rateLimitedBeyondTheRetries_failsWith429AfterRetries() {
        for (int i = 0; i < 5; i++) {
            failuresFirst.add(new String[] {"429", null});
        }
        answer = "{\"data\": [{\"index\": 0, \"embedding\": [1, 0, 0]}]}";
        assertThatThrownBy(() -> provider(3, 2).embed("x"))
                .isInstanceOf(EmbeddingFailure.class)
                .hasMessageContaining("HTTP 429 after 2 retries");
        assertThat(calls).hasSize(3);
    }

    @Test
    void embedAll_retryAfterLongerThanTheTimeout_failsAtOnce() {
        failuresFirst.add(new String[] {"429", "3600"});
        answer = "{\"data\": [{\"index\": 0, \"embedding\": [1, 0, 0]}]}";
        assertThatThrownBy(() -> provider(3).embed("x"))
                .isInstanceOf(EmbeddingFailure.class)
                .hasMessageContaining("retry after 3600 s");
        assertThat(calls).hasSize(1);
    }

    @Test
    void embedAll_badRequest_isNotRetried() {
        failuresFirst.add(new String[] {"400", null});
        answer = "{\"data\": [{\"index\": 0, \"embedding\": [1, 0, 0]}]}";
        assertThatThrownBy(() -> provider(3).embed("x")).hasMessageContaining("HTTP 400");
        assertThat(calls).hasSize(1);
    }

    @Test
    void retryAfter_readsSecondsAndHttpDates_andIgnoresGarbage() {
        Clock clock = Clock.fixed(Instant.parse("2026-11-25T08:00:00Z"), java.time.ZoneOffset.UTC);
        assertThat(RetryPolicy.retryAfter("7", clock)).contains(Duration.ofSeconds(7));
        assertThat(RetryPolicy.retryAfter("Wed, 25 Nov 2026 08:00:30 GMT", clock))
                .contains(Duration.ofSeconds(30));
        assertThat(RetryPolicy.retryAfter("Wed, 25 Nov 2026 07:00:00 GMT", clock))
                .contains(Duration.ZERO);
        assertThat(RetryPolicy.retryAfter("soon", clock)).isEmpty();
        assertThat(RetryPolicy.retryAfter(null, clock)).isEmpty();
    }

    @Test
    void backoff_doublesWithJitter_withinHalfAndWholeOfItsStep_cappedAtMaxWait() {
        RetryPolicy policy = new RetryPolicy(5, Duration.ofMillis(400), Duration.ofSeconds(1));
        assertThat(policy.backoff(0)).isBetween(Duration.ofMillis(200), Duration.ofMillis(400));
        assertThat(policy.backoff(1)).isBetween(Duration.ofMillis(400), Duration.ofMillis(800));
        assertThat(policy.backoff(5)).isBetween(Duration.ofMillis(500), Duration.ofSeconds(1));
    }
}
