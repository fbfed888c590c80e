package io.mnemograph.embedding;

import com.sun.net.httpserver.HttpServer;
import io.micronaut.json.JsonMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The HTTP provider against a local stand-in for an OpenAI-compatible server (loopback only). */
class OpenAiCompatibleEmbeddingProviderTest {

    private HttpServer server;
    private final AtomicReference<String> lastBody = new AtomicReference<>();
    private final AtomicReference<String> lastAuth = new AtomicReference<>();
    private volatile String answer;
    private volatile int status = 200;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/v1/embeddings", exchange -> {
            lastBody.set(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            lastAuth.set(exchange.getRequestHeaders().getFirst("Authorization"));
            byte[] bytes = answer.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, bytes.length);
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
        return new OpenAiCompatibleEmbeddingProvider(JsonMapper.createDefault(),
                "http://127.0.0.1:" + server.getAddress().getPort() + "/v1", "nomic-embed-text", "sk-test",
                dimension, Duration.ofSeconds(5));
    }

    @Test
    void embedAll_validAnswer_returnsNormalisedVectorsInInputOrder() {
        answer = """
                {"data": [{"index": 1, "embedding": [0, 3, 4]}, {"index": 0, "embedding": [2, 0, 0]}]}""";

        List<float[]> vectors = provider(3).embedAll(List.of("first", "second"));

        assertThat(vectors.get(0)).containsExactly(1f, 0f, 0f);
        assertThat(vectors.get(1)).containsExactly(0f, 0.6f, 0.8f);
        assertThat(lastBody.get()).contains("\"model\":\"nomic-embed-text\"").contains("\"input\":[\"first\",\"second\"]");
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
}
