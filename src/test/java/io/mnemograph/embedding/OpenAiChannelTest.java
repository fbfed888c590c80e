package io.mnemograph.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.micronaut.context.ApplicationContext;
import io.micronaut.http.client.HttpClient;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.config.StartupRefusal;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.testing.StubEmbeddingServer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

/**
 * An OpenAI-compatible model as a further embedding channel beside the primary MiniLM (issue 47, item 6), served by a
 * local stub of 8 dimensions: a remember writes its vector into {@code embedding_openai}, whose vector indexes have the
 * channel's own dimension; an explained recall names {@code similarity_openai}; and a restart with another model name
 * for the channel refuses in one line naming the channel, as for the in-process models.
 */
class OpenAiChannelTest {

    private static final String NS = "openai-channel";
    private static final int DIMENSION = 8;

    private static List<Record> cypher(String statement, Map<String, Object> params) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(statement, params).list();
        }
    }

    /**
     * No memory of the namespace, no recorded model (another test's service may have recorded another primary one on
     * the shared database, as EmbeddingModelCheckTest clears them too) and no index of the openai channel (another
     * dimension may have been).
     */
    @BeforeEach
    @AfterEach
    void clean() {
        cypher("MATCH (m:Memory {namespace: $ns}) DETACH DELETE m", Map.of("ns", NS));
        cypher("MATCH (e:EmbeddingModel) DELETE e", Map.of());
        cypher("DROP INDEX memory_embedding_openai IF EXISTS", Map.of());
        cypher("DROP INDEX memory_embedding_openai_cold IF EXISTS", Map.of());
    }

    private static EmbeddedServer service(StubEmbeddingServer stub, String model) {
        Map<String, Object> settings = new HashMap<>(Map.of(
                "micronaut.server.port",
                -1,
                "mnemograph.neo4j.uri",
                SharedNeo4j.server().boltUri(),
                "mnemograph.lifecycle.enabled",
                false,
                "mnemograph.embedding.provider",
                "minilm",
                "mnemograph.embedding.channels",
                "openai",
                "mnemograph.embedding.base-url",
                stub.baseUrl(),
                "mnemograph.embedding.model",
                model,
                "mnemograph.embedding.dimension",
                DIMENSION));
        return ApplicationContext.run(EmbeddedServer.class, settings, "test");
    }

    private static StartupRefusal refusal(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StartupRefusal refusal) {
                return refusal;
            }
        }
        throw new AssertionError("start-up did not refuse", failure);
    }

    @Test
    void openAiChannel_writesItsVectors_isExplained_andRefusesAnotherModelNamingTheChannel() throws Exception {
        String first;
        try (StubEmbeddingServer stub = StubEmbeddingServer.answering(DIMENSION);
                EmbeddedServer server = service(stub, "stub-a");
                HttpClient http = server.getApplicationContext().createBean(HttpClient.class, server.getURL())) {
            ApiClient api = new ApiClient(http, server.getApplicationContext().getBean(JsonMapper.class));
            ApiClient.Reply stored = api.post(
                    "/v1/memories",
                    "{\"namespace\": \"" + NS + "\", \"content\": \"Caroline adopted a puppy named Biscuit.\"}");
            assertThat(stored.status()).as(stored.text()).isEqualTo(201);
            first = stored.string("id");
            ApiClient.Reply other =
                    api.post("/v1/memories", "{\"namespace\": \"" + NS + "\", \"content\": \"Jon plays the cello.\"}");
            assertThat(other.status()).as(other.text()).isEqualTo(201);

            List<Record> vectors = cypher(
                    "MATCH (m:Memory {namespace: $ns}) RETURN m.id AS id, size(m.embedding) AS primary,"
                            + " size(m.embedding_openai) AS openai",
                    Map.of("ns", NS));
            assertThat(vectors).hasSize(2).allSatisfy(r -> {
                assertThat(r.get("primary").asInt()).isEqualTo(384);
                assertThat(r.get("openai").asInt()).isEqualTo(DIMENSION);
            });
            List<Record> indexes = cypher(
                    "SHOW VECTOR INDEXES YIELD name, options WHERE name STARTS WITH 'memory_embedding_openai'"
                            + " RETURN name, options.indexConfig['vector.dimensions'] AS dimensions ORDER BY name",
                    Map.of());
            assertThat(indexes.stream()
                            .map(r -> r.get("name").asString() + "="
                                    + r.get("dimensions").asInt()))
                    .containsExactly("memory_embedding_openai=8", "memory_embedding_openai_cold=8");

            ApiClient.Reply recall = api.post(
                    "/v1/recall",
                    "{\"namespace\": \"" + NS + "\", \"query\": \"Caroline adopted a puppy named Biscuit.\","
                            + " \"threshold\": 0, \"explain\": true, \"boost\": false}");
            assertThat(recall.status()).as(recall.text()).isEqualTo(200);
            JsonNode top = null;
            for (JsonNode result : recall.node("results").values()) {
                if (result.get("id").getStringValue().equals(first)) {
                    top = result;
                }
            }
            assertThat(top).as(recall.text()).isNotNull();
            JsonNode components = top.get("components");
            assertThat(components.get("similarity_openai"))
                    .as("the channel's cosine is explained: " + recall.text())
                    .isNotNull();
            assertThat(components.get("similarity_openai").getDoubleValue())
                    .as("the stub gives the same text the same vector")
                    .isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-6));
            assertThat(components.get("similarity_primary")).isNotNull();
        }

        try (StubEmbeddingServer stub = StubEmbeddingServer.answering(DIMENSION)) {
            Throwable failure = catchThrowable(() -> service(stub, "stub-b").close());
            String line = refusal(failure).getMessage();
            assertThat(line)
                    .doesNotContain("\n")
                    .startsWith("this database's vectors of the embedding channel openai were made by openai stub-a"
                            + " (8 dimensions, fingerprint model-name:stub-a)")
                    .contains("mnemograph.embedding.channels names openai with openai stub-b (8 dimensions,"
                            + " fingerprint model-name:stub-b)");
            try (EmbeddedServer again = service(stub, "stub-a")) {
                assertThat(again.isRunning())
                        .as("the model that made them starts again")
                        .isTrue();
            }
        }
    }
}
