package io.mnemograph.api;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A replay with real timestamps through the public API: a memory is stored, recalled across three sessions with
 * gaps of 0, 1, 7 and 20 days (stability checked against the spaced formula after each), promoted to core; its
 * unused neighbour cools to cold storage after months and is brought back, hot, by association.
 */
@MnemographTest
class LifecycleReplayTest extends ApiTest {

    private static final String[] RECALLS = {"2024-01-01T09:00:00Z", "2024-01-02T09:00:00Z", "2024-01-09T09:00:00Z",
            "2024-01-29T09:00:00Z"};
    private static final double[] GAP_DAYS = {0, 1, 7, 20};
    private static final String[] SESSIONS = {"s1", "s1", "s2", "s3"};

    private Reply recall(String query, String at, String session) {
        Reply reply = api.post("/v1/recall", "{\"query\": \"" + query + "\", \"at\": \"" + at + "\","
                + " \"session_id\": \"" + session + "\", \"hops\": 0, \"threshold\": 0, \"limit\": 1}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    private Reply consolidate(String at) {
        Reply reply = api.post("/v1/consolidate", "{\"at\": \"" + at + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    @Test
    void memory_livesItsWholeLife_byTheRules() {
        String key = remember("{\"content\": \"The spare house key is under the blue flowerpot\","
                + " \"occurred_at\": \"2024-01-01T09:00:00Z\"}");
        String neighbour = remember("{\"content\": \"The neighbour Ilse waters the plants in August\","
                + " \"occurred_at\": \"2024-01-01T09:05:00Z\"}");
        assertThat(api.post("/v1/associations", "{\"source\": \"" + key + "\", \"target\": \"" + neighbour
                + "\", \"weight\": 1.0}").status()).isEqualTo(201);

        double stability = 0;
        for (int i = 0; i < RECALLS.length; i++) {
            Reply reply = recall("where is the spare house key", RECALLS[i], SESSIONS[i]);
            assertThat(reply.node("results").get(0).get("id").getStringValue()).isEqualTo(key);
            stability = Math.min(1.0, stability + 0.1 * Math.min(2.0, GAP_DAYS[i] / 7.0));
            Reply state = api.get("/v1/memories/" + key);
            assertThat(state.number("stability")).as("after a gap of %s days", GAP_DAYS[i])
                    .isCloseTo(stability, within(1e-9));
            assertThat(state.number("access_count")).isEqualTo(i + 1.0);
        }
        assertThat(api.get("/v1/memories/" + key).node("session_ids").size()).isEqualTo(3);

        // a week later the Mnemex score 5^0.6 x (1 + 7 / (3.417 x 1.628))^-1.1 = 1.07 is under 2.1 and the five uses
        // were not within 14 days of creation, but the memory was used in three sessions (Cognitive Memory)
        Reply promoted = consolidate("2024-02-05T00:00:00Z");
        assertThat(promoted.node("promoted_by_rule", "sessions").getLongValue()).isEqualTo(1);
        assertThat(api.get("/v1/memories/" + key).string("tier")).isEqualTo("core");
        assertThat(api.get("/v1/memories/" + neighbour).string("tier")).isEqualTo("hot");

        // months without use: the neighbour's Mnemex score 1^0.6 x (1 + dt / 3.417 days)^-1.1 falls below 0.05
        // after about 46 days; the core memory is never cooled
        Reply cooled = consolidate("2024-06-01T00:00:00Z");
        assertThat(cooled.number("cooled")).isEqualTo(1.0);
        assertThat(api.get("/v1/memories/" + neighbour).string("tier")).isEqualTo("cold");
        assertThat(api.get("/v1/memories/" + key).string("tier")).isEqualTo("core");
        Reply flat = api.post("/v1/recall", "{\"query\": \"who waters the plants in August\", \"hops\": 0,"
                + " \"threshold\": 0, \"boost\": false, \"at\": \"2024-06-02T00:00:00Z\"}");
        for (JsonNode result : flat.node("results").values()) {
            assertThat(result.get("id").getStringValue()).as("cold memories leave the vector index")
                    .isNotEqualTo(neighbour);
        }

        Reply resurrecting = api.post("/v1/recall", "{\"query\": \"where is the spare house key\","
                + " \"threshold\": 0, \"at\": \"2024-06-02T00:00:00Z\"}");
        JsonNode back = null;
        for (JsonNode result : resurrecting.node("results").values()) {
            if (result.get("id").getStringValue().equals(neighbour)) {
                back = result;
            }
        }
        assertThat(back).as(resurrecting.text()).isNotNull();
        assertThat(back.get("via").getStringValue()).isEqualTo("associative");
        assertThat(back.get("resurrected").getBooleanValue()).isTrue();
        Reply after = api.get("/v1/memories/" + neighbour);
        assertThat(after.string("tier")).isEqualTo("hot");
        // the associative boost: 0.03 x min(2, 152 idle days / 7) = 0.06
        assertThat(after.number("stability")).isCloseTo(0.06, within(1e-9));
        assertThat(after.string("last_accessed_at")).isEqualTo("2024-06-02T00:00:00Z");
    }
}
