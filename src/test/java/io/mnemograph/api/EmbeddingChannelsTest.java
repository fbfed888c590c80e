package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.context.annotation.Property;
import io.micronaut.json.tree.JsonNode;
import io.mnemograph.core.Cosine;
import io.mnemograph.core.scoring.ChannelFusion;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;

/**
 * A service with a further embedding channel (bge-small-en-v1.5 beside MiniLM): every memory written gets its vector
 * in both channels in its own transaction, a content update re-embeds both, and recall fuses both cosines by CombSUM,
 * naming each channel's in an explained result; a memory the channel has not embedded is read by the primary alone.
 */
@MnemographTest
@Property(name = "mnemograph.embedding.channels", value = "bge")
class EmbeddingChannelsTest extends ApiTest {

    @Inject
    EmbeddingChannels channels;

    private static List<Record> cypher(String statement, Map<String, Object> parameters) {
        return SharedNeo4j.driver()
                .executableQuery(statement)
                .withParameters(parameters)
                .execute()
                .records();
    }

    private static float[] bgeVector(String id) {
        Value vector = cypher("MATCH (m:Memory {id: $id}) RETURN m.embedding_bge AS v", Map.of("id", id))
                .getFirst()
                .get("v");
        if (vector.isNull()) {
            return null;
        }
        List<Double> values = vector.asList(Value::asDouble);
        float[] floats = new float[values.size()];
        for (int i = 0; i < floats.length; i++) {
            floats[i] = values.get(i).floatValue();
        }
        return floats;
    }

    private float[] bgeOf(String text) {
        return channels.further().getFirst().provider().embed(text);
    }

    /** The explained results of a vector-seeded recall, by id: their components (the longest match keeps its cosine). */
    private Map<String, JsonNode> explained(String query) {
        Reply reply = api.post(
                "/v1/recall",
                "{\"query\": \"" + query
                        + "\", \"explain\": true, \"seeds\": \"vector\", \"hops\": 0, \"boost\": false,"
                        + " \"limit\": 5}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        Map<String, JsonNode> byId = new HashMap<>();
        for (JsonNode result : reply.node("results").values()) {
            byId.put(result.get("id").getStringValue(), result.get("components"));
        }
        return byId;
    }

    @Test
    void remember_writesEveryChannelsVector_andRecallFusesThemNamingEach() {
        String ferry = remember("{\"content\": \"The ferry to the island leaves at seven every morning\"}");
        String stew = remember("{\"content\": \"Grandmother's stew needs three hours on a low flame\"}");

        for (String id : List.of(ferry, stew)) {
            float[] stored = bgeVector(id);
            assertThat(stored).as("embedding_bge of %s", id).hasSize(384);
        }
        assertThat(Cosine.similarity(bgeVector(ferry), bgeOf("The ferry to the island leaves at seven every morning")))
                .isCloseTo(1.0, within(1e-6));
        assertThat(cypher(
                                "SHOW VECTOR INDEXES YIELD name WHERE name STARTS WITH 'memory_embedding_bge' RETURN name",
                                Map.of())
                        .stream()
                        .map(r -> r.get("name").asString()))
                .containsExactlyInAnyOrder("memory_embedding_bge", "memory_embedding_bge_cold");

        Map<String, JsonNode> results = explained("when does the boat to the island go");
        Map<String, Double> primary = new HashMap<>();
        Map<String, Map<String, Double>> bge = new HashMap<>();
        results.forEach((id, components) -> {
            primary.put(id, components.get("similarity_primary").getDoubleValue());
            bge.put(id, Map.of("bge", components.get("similarity_bge").getDoubleValue()));
        });
        assertThat(results).containsKeys(ferry, stew);
        assertThat(bge.get(ferry).get("bge")).isNotEqualTo(primary.get(ferry));
        Map<String, Double> fused = new ChannelFusion(0.5).of(primary, bge);
        results.forEach(
                (id, components) -> assertThat(components.get("similarity").getDoubleValue())
                        .as("the fusion of %s's channels, channel-weight 0.5", id)
                        .isCloseTo(fused.get(id), within(1e-9)));
    }

    @Test
    void recall_aMemoryTheChannelHasNotEmbedded_isReadByThePrimaryAlone() {
        String ferry = remember("{\"content\": \"The ferry to the island leaves at seven every morning\"}");
        cypher("MATCH (m:Memory {id: $id}) REMOVE m.embedding_bge", Map.of("id", ferry));

        JsonNode components = explained("when does the boat to the island go").get(ferry);

        assertThat(components).as("found by its primary vector or its words").isNotNull();
        assertThat(components.get("similarity_bge")).isNull();
        assertThat(components.get("similarity").getDoubleValue())
                .isEqualTo(components.get("similarity_primary").getDoubleValue());
    }

    @Test
    void patch_newContent_reEmbedsEveryChannelInTheSameWrite() {
        String id = remember("{\"content\": \"The ferry to the island leaves at seven every morning\"}");
        float[] before = bgeVector(id);

        Reply patched = api.patch(
                "/v1/memories/" + id, "{\"content\": \"The ferry to the island now leaves at nine on Sundays\"}");

        assertThat(patched.status()).as(patched.text()).isEqualTo(200);
        float[] after = bgeVector(id);
        assertThat(Cosine.similarity(after, before)).isLessThan(0.9999);
        assertThat(Cosine.similarity(after, bgeOf("The ferry to the island now leaves at nine on Sundays")))
                .isCloseTo(1.0, within(1e-6));
    }

    @Test
    void batch_everyMemoryOfTheBatchGetsItsChannelVector() {
        Reply reply = api.post(
                "/v1/memories/batch",
                "{\"memories\": [{\"content\": \"Ana is vegetarian\"}, {\"content\": \"Ravi prefers aisle seats\"},"
                        + " {\"content\": \"The office wifi password is tulip-3\"}]}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);

        List<Record> rows = cypher(
                "MATCH (m:Memory) RETURN m.content AS content, size(m.embedding_bge) AS size ORDER BY content",
                Map.of());
        assertThat(rows)
                .hasSize(3)
                .allSatisfy(r -> assertThat(r.get("size").asInt()).isEqualTo(384));
    }
}
