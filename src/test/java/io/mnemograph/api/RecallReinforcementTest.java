package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** What a recall writes back, in its own transaction: spaced boosts, co-recall links, resurrection. */
@MnemographTest
class RecallReinforcementTest extends ApiTest {

    private Reply recallAt(String query, String at) {
        Reply reply = api.post(
                "/v1/recall", "{\"query\": \"" + query + "\", \"threshold\": 0, \"hops\": 0, \"at\": \"" + at + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    @Test
    void directBoost_followsTheSpacedFormula_forGapsOf0_1_7_and20Days() {
        String id = remember("{\"content\": \"The spare key is under the blue flowerpot\","
                + " \"occurred_at\": \"2024-01-01T00:00:00Z\"}");
        double expected = 0;
        String[] at = {"2024-01-01T00:00:00Z", "2024-01-02T00:00:00Z", "2024-01-09T00:00:00Z", "2024-01-29T00:00:00Z"};
        double[] gapDays = {0, 1, 7, 20};
        for (int i = 0; i < at.length; i++) {
            recallAt("where is the spare key", at[i]);
            expected = Math.min(1.0, expected + 0.1 * Math.min(2.0, gapDays[i] / 7.0));
            Reply memory = api.get("/v1/memories/" + id);
            assertThat(memory.number("stability"))
                    .as("after a gap of " + gapDays[i] + " days")
                    .isCloseTo(expected, within(1e-9));
            assertThat(memory.number("access_count")).isEqualTo(i + 1.0);
            assertThat(memory.string("last_accessed_at")).isEqualTo(at[i]);
        }
        assertThat(expected).isCloseTo(0.1 / 7 + 0.1 + 0.2, within(1e-12));
    }

    @Test
    void boostFalse_writesNothing() {
        String id = remember("{\"content\": \"The wifi password is on the fridge\"}");
        api.post("/v1/recall", "{\"query\": \"wifi password\", \"boost\": false}");
        assertThat(api.get("/v1/memories/" + id).number("access_count")).isZero();
    }

    @Test
    void concurrentRecalls_ofTheSameMemory_allCount() throws Exception {
        String id = remember("{\"content\": \"The boiler pressure should stay near 1.5 bar\"}");
        int recalls = 8;
        ExecutorService pool = Executors.newFixedThreadPool(recalls);
        try {
            List<Callable<Integer>> tasks = new ArrayList<>();
            for (int i = 0; i < recalls; i++) {
                tasks.add(() -> api.post(
                                "/v1/recall",
                                "{\"query\": \"boiler pressure\", \"session_id\": \"s-"
                                        + Thread.currentThread().getId() + "\"}")
                        .status());
            }
            for (Future<Integer> status : pool.invokeAll(tasks)) {
                assertThat(status.get()).isEqualTo(200);
            }
        } finally {
            pool.shutdown();
        }
        assertThat(api.get("/v1/memories/" + id).number("access_count")).isEqualTo(recalls);
    }

    @Test
    void coRecalledMemories_strengthenTheirLink_by0point1EachTime() {
        String a = remember("{\"content\": \"Lena's birthday is on 12 March\"}");
        String b = remember("{\"content\": \"Lena loves dark chocolate cake\"}");
        double before = linkWeight(a, b);
        api.post("/v1/recall", "{\"query\": \"Lena birthday cake\", \"threshold\": 0}");
        assertThat(linkWeight(a, b)).isCloseTo(Math.min(1.0, before + 0.1), within(1e-9));
        api.post("/v1/recall", "{\"query\": \"Lena birthday cake\", \"threshold\": 0}");
        assertThat(linkWeight(a, b)).isCloseTo(Math.min(1.0, before + 0.2), within(1e-9));
    }

    @Test
    void coRecalledStrangers_getANewCoRecallLink() {
        String a = remember("{\"content\": \"Invoice 2291 is due Friday\"}");
        String b = remember("{\"content\": \"Invoice 2291 was sent to Acme\", \"namespace\": \"default\"}");
        try (var session = SharedNeo4j.driver().session()) {
            session.run("MATCH (:Memory {id: $a})-[r:ASSOCIATED]-(:Memory {id: $b}) DELETE r", Map.of("a", a, "b", b))
                    .consume();
        }
        api.post("/v1/recall", "{\"query\": \"invoice 2291\", \"threshold\": 0, \"hops\": 0}");
        try (var session = SharedNeo4j.driver().session()) {
            var edge = session.run(
                            "MATCH (:Memory {id: $a})-[r:ASSOCIATED]-(:Memory {id: $b})"
                                    + " RETURN r.kind AS kind, r.weight AS weight",
                            Map.of("a", a, "b", b))
                    .single();
            assertThat(edge.get("kind").asString()).isEqualTo("co_recall");
            assertThat(edge.get("weight").asDouble()).isCloseTo(0.1, within(1e-9));
        }
    }

    private static double linkWeight(String a, String b) {
        try (var session = SharedNeo4j.driver().session()) {
            var edges = session.run(
                            "MATCH (:Memory {id: $a})-[r:ASSOCIATED]-(:Memory {id: $b}) RETURN r.weight AS w",
                            Map.of("a", a, "b", b))
                    .list();
            assertThat(edges).as("exactly one association between them").hasSizeLessThanOrEqualTo(1);
            return edges.isEmpty() ? 0.0 : edges.getFirst().get("w").asDouble();
        }
    }

    @Test
    void coldMemoryReachedByAssociation_isResurrected() {
        String seed = remember("{\"content\": \"Grandma's apple pie recipe uses cinnamon\"}");
        String cold = remember("{\"content\": \"Bake it at 180 degrees for forty minutes\"}");
        api.post("/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \"" + cold + "\", \"weight\": 1.0}");
        try (var session = SharedNeo4j.driver().session()) {
            session.run("MATCH (m:Memory {id: $id}) REMOVE m:Hot SET m:Cold", Map.of("id", cold))
                    .consume();
        }
        assertThat(api.get("/v1/memories/" + cold).string("tier")).isEqualTo("cold");

        Reply recall = api.post("/v1/recall", "{\"query\": \"apple pie recipe\", \"threshold\": 0}");

        JsonNode hit = null;
        for (JsonNode result : recall.node("results").values()) {
            if (result.get("id").getStringValue().equals(cold)) {
                hit = result;
            }
        }
        assertThat(hit).as(recall.text()).isNotNull();
        assertThat(hit.get("via").getStringValue()).isEqualTo("associative");
        assertThat(hit.get("resurrected").getBooleanValue()).isTrue();
        assertThat(hit.get("tier").getStringValue()).isEqualTo("hot");
        Reply memory = api.get("/v1/memories/" + cold);
        assertThat(memory.string("tier")).isEqualTo("hot");
        assertThat(memory.number("access_count")).isEqualTo(1.0);
        assertThat(ids(api.post("/v1/recall", "{\"query\": \"bake at 180 degrees\", \"hops\": 0}")))
                .contains(cold);
    }

    private static List<String> ids(Reply reply) {
        List<String> ids = new ArrayList<>();
        for (JsonNode result : reply.node("results").values()) {
            ids.add(result.get("id").getStringValue());
        }
        return ids;
    }
}
