package io.mnemograph.store.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.sun.net.httpserver.HttpServer;
import io.mnemograph.testing.JsonHttp;
import io.mnemograph.testing.ServiceProcess;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The service's process, on a data directory made with all-MiniLM-L6-v2, refuses to start with another model of the
 * same dimension (an OpenAI-compatible stand-in on loopback answering 384-dimension vectors): exit code 1, one line
 * naming the settings, both models and the fix, and no stack trace; restarted with the recorded model, it starts and
 * finds what it stored.
 */
class EmbeddingModelRefusalIT {

    @TempDir
    Path tmp;

    private HttpServer otherModel;
    private final AtomicInteger embedded = new AtomicInteger();

    /** An OpenAI-compatible server whose vectors (384 numbers per text, seeded by the text) are not MiniLM's. */
    @BeforeEach
    void startOtherModel() throws IOException {
        otherModel = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        otherModel.createContext("/v1/embeddings", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            embedded.incrementAndGet();
            Random random = new Random(body.hashCode());
            List<String> numbers = new ArrayList<>();
            for (int i = 0; i < 384; i++) {
                numbers.add(Double.toString(random.nextGaussian()));
            }
            byte[] answer = ("{\"data\": [{\"index\": 0, \"embedding\": [" + String.join(",", numbers) + "]}]}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        otherModel.start();
    }

    @AfterEach
    void stopOtherModel() {
        otherModel.stop(0);
    }

    @Test
    void restart_withAnotherModelOfTheSameDimension_exitsWithOneLineAndTheRecordedModelStillStarts() throws Exception {
        Path data = tmp.resolve("data");
        try (ServiceProcess made = ServiceProcess.embedded(data)) {
            JsonHttp.Reply stored = new JsonHttp(made.api())
                    .post("/v1/memories", Map.of("namespace", "model", "content", "Ada keeps bees on the roof"));
            assertThat(stored.status()).as("%s", stored.body()).isEqualTo(201);
        }

        Throwable refused = catchThrowable(() -> ServiceProcess.embedded(
                        data,
                        "-Dmnemograph.embedding.provider=openai",
                        "-Dmnemograph.embedding.base-url=http://127.0.0.1:"
                                + otherModel.getAddress().getPort() + "/v1",
                        "-Dmnemograph.embedding.model=bge-small-en-v1.5",
                        "-Dmnemograph.embedding.dimension=384")
                .close());

        assertThat(refused).as("the start with another model").isInstanceOf(IllegalStateException.class);
        String output = refused.getMessage();
        assertThat(output).startsWith("the service exited with 1 before it was ready");
        List<String> refusal = output.lines()
                .filter(line -> line.startsWith("mnemograph cannot start: "))
                .toList();
        assertThat(refusal)
                .singleElement()
                .asString()
                .startsWith("mnemograph cannot start: this database's vectors were made by minilm all-MiniLM-L6-v2"
                        + " (384 dimensions, fingerprint crc32:")
                .contains("but mnemograph.embedding.provider=openai mnemograph.embedding.model=bge-small-en-v1.5")
                .contains("Start with mnemograph.embedding.provider=minilm;")
                .contains("bin/mnemograph export --namespace NS --no-vectors --out NS.jsonl");
        assertThat(output)
                .as("no stack trace")
                .doesNotContain("\tat ")
                .doesNotContain("Error starting Micronaut server")
                .doesNotContain("mnemograph ready");
        assertThat(embedded).as("calls to the other model").hasValue(0);

        try (ServiceProcess again = ServiceProcess.embedded(data)) {
            JsonHttp.Reply recall = new JsonHttp(again.api())
                    .post("/v1/recall", Map.of("namespace", "model", "query", "who keeps bees?"));
            assertThat(recall.status()).as("%s", recall.body()).isEqualTo(200);
            assertThat(recall.body().get("results").get(0).get("content").asText())
                    .isEqualTo("Ada keeps bees on the roof");
        }
    }
}
