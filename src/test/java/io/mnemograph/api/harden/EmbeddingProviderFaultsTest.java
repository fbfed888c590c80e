package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.micronaut.http.client.HttpClient;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.testing.StubEmbeddingServer;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A paid or hanging OpenAI-compatible embedding provider behind the service (issue 46, findings 4 and 5): a health
 * check never calls it (before: one call per {@code GET /health}), and with a provider that never answers, a
 * remember answers 503 {@code timeout} within {@code request-seconds} with nothing stored (before: after the
 * provider's timeout times its retries) while {@code /health} still answers (before: it hung with the provider).
 */
class EmbeddingProviderFaultsTest {

    private static EmbeddedServer service(StubEmbeddingServer provider, Map<String, Object> extra) {
        Map<String, Object> settings = new HashMap<>(Map.of(
                "micronaut.server.port",
                -1,
                "mnemograph.neo4j.uri",
                SharedNeo4j.server().boltUri(),
                "mnemograph.lifecycle.enabled",
                false,
                "mnemograph.embedding.provider",
                "openai",
                "mnemograph.embedding.base-url",
                provider.baseUrl(),
                "mnemograph.embedding.model",
                "stub",
                "mnemograph.embedding.dimension",
                StubEmbeddingServer.DIMENSION,
                "micronaut.http.client.read-timeout",
                "120s"));
        settings.putAll(extra);
        return ApplicationContext.run(EmbeddedServer.class, settings, "test");
    }

    private static ApiClient client(EmbeddedServer server, HttpClient http) {
        return new ApiClient(http, server.getApplicationContext().getBean(JsonMapper.class));
    }

    @Test
    void health_twoHundredAnonymousChecks_callTheProviderOnce() throws Exception {
        try (StubEmbeddingServer provider = StubEmbeddingServer.answering();
                EmbeddedServer server = service(provider, Map.of("mnemograph.embedding.health-ttl-seconds", 3_600));
                HttpClient http = server.getApplicationContext().createBean(HttpClient.class, server.getURL())) {
            ApiClient api = client(server, http);
            for (int i = 0; i < 200; i++) {
                ApiClient.Reply health = api.get("/health");
                assertThat(health.status()).as(health.text()).isEqualTo(200);
            }
            System.out.println(
                    "EmbeddingProviderFaultsTest: 200 GET /health made " + provider.calls() + " calls to the provider");
            assertThat(provider.calls())
                    .as("provider calls for 200 health checks")
                    .isEqualTo(1);

            ApiClient.Reply stored = api.post(
                    "/v1/memories",
                    "{\"namespace\": \"faults-" + UUID.randomUUID()
                            + "\", \"content\": \"embedded by the stub provider\"}");
            assertThat(stored.status()).as(stored.text()).isEqualTo(201);
            assertThat(provider.calls()).as("a remember still embeds").isEqualTo(2);
        }
    }

    @Test
    void hangingProvider_rememberAnswers503TimeoutWithNothingStored_andHealthStillAnswers() throws Exception {
        String namespace = "faults-" + UUID.randomUUID();
        try (StubEmbeddingServer provider = StubEmbeddingServer.hanging();
                EmbeddedServer server = service(
                        provider,
                        Map.of(
                                "mnemograph.timeouts.request-seconds", 3,
                                "mnemograph.embedding.timeout-seconds", 60,
                                "mnemograph.embedding.retries", 3));
                HttpClient http = server.getApplicationContext().createBean(HttpClient.class, server.getURL())) {
            ApiClient api = client(server, http);
            long started = System.nanoTime();
            ApiClient.Reply remember =
                    api.post("/v1/memories", "{\"namespace\": \"" + namespace + "\", \"content\": \"never embedded\"}");
            long rememberMs = (System.nanoTime() - started) / 1_000_000;
            ApiClient.Reply batch = api.post(
                    "/v1/memories/batch",
                    "{\"namespace\": \"" + namespace + "\", \"memories\": [{\"content\": \"one\"},"
                            + " {\"content\": \"two\"}]}");
            for (ApiClient.Reply reply : new ApiClient.Reply[] {remember, batch}) {
                assertThat(reply.status()).as(reply.text()).isEqualTo(503);
                assertThat(reply.string("error", "code")).isEqualTo("timeout");
                assertThat(reply.text()).doesNotContain("127.0.0.1");
            }

            started = System.nanoTime();
            for (int i = 0; i < 20; i++) {
                ApiClient.Reply health = api.get("/health");
                assertThat(health.status()).as(health.text()).isEqualTo(503);
                assertThat(health.string("status")).isEqualTo("DOWN");
            }
            long healthMs = (System.nanoTime() - started) / 1_000_000;
            System.out.println("EmbeddingProviderFaultsTest: with a hanging provider, remember answered in "
                    + rememberMs + " ms (request-seconds 3), 20 GET /health in " + healthMs + " ms");

            // read straight from the database: the service's own reads get the 3 s of request-seconds too
            try (var session = SharedNeo4j.driver().session()) {
                long stored = session.run(
                                "MATCH (m:Memory {namespace: $namespace}) RETURN count(m) AS n",
                                Map.of("namespace", namespace))
                        .single()
                        .get("n")
                        .asLong();
                assertThat(stored)
                        .as("memories stored by the timed-out remembers")
                        .isZero();
            }
        }
    }
}
