package io.mnemograph.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mnemograph.testing.JsonHttp;
import io.mnemograph.testing.ServiceProcess;
import io.mnemograph.testing.StubEmbeddingServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hanging embedding provider (issue 46 items 3, 4 and 6; docs/reliability.md "A hanging embedding provider"): the
 * service runs as a child process with the {@code openai} provider pointed at a {@link StubEmbeddingServer} that takes
 * every call and never answers, with the provider's timeout at its largest ({@value #PROVIDER_TIMEOUT_SECONDS} s) and
 * a request deadline of {@value #REQUEST_SECONDS} s. {@code /health} must answer from its cached probe (embedding
 * DOWN) rather than wait for the provider; a remember, a batch and a recall, sent at once with the first health check
 * (each its own deadline), must answer 503 {@code timeout} with {@code Retry-After}, nothing stored; once the stub
 * answers again, a remember is stored and recalled and {@code /health} is UP again. A service that embedded per health check, or let a call outlive its deadline, would hang for
 * the provider's timeout: past this test's client timeout ({@value #CLIENT_TIMEOUT_SECONDS} s), so the test fails.
 * The times seen are printed and written to {@code target/fault-reports/}, never asserted.
 */
class HangingEmbeddingProviderIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The provider's own timeout: the largest allowed, so that only the request deadline can end a call in time. */
    private static final int PROVIDER_TIMEOUT_SECONDS = 600;

    /** Short, so the test is; long enough for the first remember and recall of a cold service on a loaded machine. */
    private static final int REQUEST_SECONDS = 20;

    /** How long this test waits for any answer: far below the provider's timeout, far above the deadline. */
    private static final int CLIENT_TIMEOUT_SECONDS = 150;

    /** Health checks after the first: none may call the provider. */
    private static final int HEALTH_CHECKS = 20;

    private static final String NAMESPACE = "hanging";

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @TempDir
    Path tmp;

    @Test
    void hangingProvider_healthAnswersFromItsProbe_writesAndRecallsAnswer503InTheirDeadline_andRecoverAfter()
            throws Exception {
        List<String> report = new ArrayList<>();
        try (StubEmbeddingServer provider = StubEmbeddingServer.hanging();
                ServiceProcess service = ServiceProcess.embedded(
                        tmp.resolve("data"),
                        "-Dmnemograph.embedding.provider=openai",
                        "-Dmnemograph.embedding.base-url=" + provider.baseUrl(),
                        "-Dmnemograph.embedding.model=stub",
                        "-Dmnemograph.embedding.dimension=" + StubEmbeddingServer.DIMENSION,
                        "-Dmnemograph.embedding.timeout-seconds=" + PROVIDER_TIMEOUT_SECONDS,
                        "-Dmnemograph.embedding.health-ttl-seconds=2",
                        "-Dmnemograph.timeouts.request-seconds=" + REQUEST_SECONDS,
                        "-Dendpoints.health.details-visible=ANONYMOUS")) {
            URI api = service.api();

            // the first health check and the three calls at once: the first check waits for the first probe (which
            // hangs), each call for the provider until its own deadline; a call makes no provider call past its
            // deadline (no retry starts after it), so the health checks below are counted on a quiet provider
            Timed first;
            Timed remember;
            Timed batch;
            Timed recall;
            try (ExecutorService clients = Executors.newFixedThreadPool(4)) {
                Future<Timed> firstSent = clients.submit(() -> get(api, "/health"));
                Future<Timed> rememberSent = clients.submit(
                        () -> post(api, "/v1/memories", Map.of("namespace", NAMESPACE, "content", "never embedded")));
                Future<Timed> batchSent = clients.submit(() -> post(
                        api,
                        "/v1/memories/batch",
                        Map.of(
                                "namespace",
                                NAMESPACE,
                                "memories",
                                List.of(Map.of("content", "one"), Map.of("content", "two")))));
                Future<Timed> recallSent = clients.submit(
                        () -> post(api, "/v1/recall", Map.of("namespace", NAMESPACE, "query", "anything at all")));
                first = firstSent.get();
                remember = rememberSent.get();
                batch = batchSent.get();
                recall = recallSent.get();
            }
            assertHealthDown(first);
            int callsBefore = provider.calls();
            long started = System.nanoTime();
            for (int i = 0; i < HEALTH_CHECKS; i++) {
                assertHealthDown(get(api, "/health"));
            }
            long healthMs = millisSince(started);
            assertThat(provider.calls() - callsBefore)
                    .as("provider calls made by %d health checks", HEALTH_CHECKS)
                    .isZero();
            report.add("first GET /health: " + first.millis() + " ms ("
                    + first.reply().statusCode() + " "
                    + first.body().at("/details/embedding/details/problem").asText() + ")");
            report.add(HEALTH_CHECKS + " more GET /health: " + healthMs + " ms together, 0 provider calls");

            for (Timed refused : List.of(remember, batch, recall)) {
                assertTimeout(refused);
            }
            report.add("remember: " + remember.reply().statusCode() + " " + code(remember) + " in " + remember.millis()
                    + " ms; batch: " + batch.reply().statusCode() + " in " + batch.millis() + " ms; recall: "
                    + recall.reply().statusCode() + " " + code(recall) + " in " + recall.millis()
                    + " ms (request-seconds "
                    + REQUEST_SECONDS + ", provider timeout " + PROVIDER_TIMEOUT_SECONDS + " s)");
            assertThat(new JsonHttp(api).countMemories(NAMESPACE))
                    .as("memories stored while the provider hung")
                    .isZero();

            provider.answerAgain();
            Timed stored = post(api, "/v1/memories", Map.of("namespace", NAMESPACE, "content", "embedded again"));
            assertThat(stored.reply().statusCode())
                    .as(
                            "a remember once the provider answers: %s",
                            stored.reply().body())
                    .isEqualTo(201);
            Timed found = post(api, "/v1/recall", Map.of("namespace", NAMESPACE, "query", "embedded again"));
            assertThat(found.reply().statusCode())
                    .as("%s", found.reply().body())
                    .isEqualTo(200);
            assertThat(found.body().at("/results/0/id").asText())
                    .isEqualTo(stored.body().get("id").asText());
            assertThat(new JsonHttp(api).countMemories(NAMESPACE))
                    .as("memories stored: the one remembered after the provider recovered")
                    .isEqualTo(1);
            long recovering = System.nanoTime();
            int checks = 1;
            Timed health = get(api, "/health");
            while (health.reply().statusCode() != 200 && checks < 600) {
                Thread.sleep(200);
                health = get(api, "/health");
                checks++;
            }
            assertThat(health.reply().statusCode())
                    .as(
                            "/health once the provider answers again: %s",
                            health.reply().body())
                    .isEqualTo(200);
            report.add("after the provider answered again: remember 201 in " + stored.millis() + " ms, recall 200 in "
                    + found.millis() + " ms, /health UP after " + checks + " checks (" + millisSince(recovering)
                    + " ms; health-ttl-seconds 2)");
        }
        Files.createDirectories(Path.of("target", "fault-reports"));
        Files.write(Path.of("target", "fault-reports", "HangingEmbeddingProviderIT.txt"), report);
        report.forEach(line -> System.out.println("HangingEmbeddingProviderIT: " + line));
    }

    private static void assertHealthDown(Timed health) {
        assertThat(health.reply().statusCode()).as("%s", health.reply().body()).isEqualTo(503);
        assertThat(health.body().get("status").asText()).isEqualTo("DOWN");
        assertThat(health.body().at("/details/embedding/status").asText())
                .as("the embedding part: %s", health.reply().body())
                .isEqualTo("DOWN");
        assertThat(health.body().at("/details/neo4j/status").asText())
                .as("the database part: %s", health.reply().body())
                .isEqualTo("UP");
    }

    private static void assertTimeout(Timed refused) {
        assertThat(refused.reply().statusCode())
                .as("%s", refused.reply().body())
                .isEqualTo(503);
        assertThat(code(refused)).isEqualTo("timeout");
        assertThat(refused.reply().headers().firstValue("Retry-After")).isPresent();
        assertThat(refused.reply().body()).doesNotContain("127.0.0.1");
    }

    private static String code(Timed reply) {
        return reply.body().at("/error/code").asText();
    }

    /** One exchange, its JSON body and how long it took. */
    private record Timed(HttpResponse<String> reply, JsonNode body, long millis) {}

    private Timed get(URI api, String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(api.resolve(path)).GET());
    }

    private Timed post(URI api, String path, Object body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(api.resolve(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(body))));
    }

    private Timed send(HttpRequest.Builder request) throws IOException, InterruptedException {
        long started = System.nanoTime();
        HttpResponse<String> reply = http.send(
                request.timeout(Duration.ofSeconds(CLIENT_TIMEOUT_SECONDS)).build(),
                HttpResponse.BodyHandlers.ofString());
        String text = reply.body();
        return new Timed(reply, text == null || text.isEmpty() ? null : JSON.readTree(text), millisSince(started));
    }

    private static long millisSince(long nanos) {
        return (System.nanoTime() - nanos) / 1_000_000;
    }
}
