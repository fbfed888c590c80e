package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.ScoreFactors;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Recall ranks by the multiplicative score, and remember keeps beliefs consistent, through HTTP. */
@MnemographTest
class ScoringApiTest extends ApiTest {

    private Reply rememberReply(String body) {
        Reply reply = api.post("/v1/memories", body);
        assertThat(reply.status()).as(reply.text()).isIn(200, 201);
        return reply;
    }

    private String id(String body) {
        return rememberReply(body).string("id");
    }

    private List<String> recallIds(String body) {
        Reply reply = api.post("/v1/recall", body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        for (JsonNode result : reply.node("results").values()) {
            ids.add(result.get("id").getStringValue());
        }
        return ids;
    }

    @Test
    void recall_inProject_seesItsProjectAndGlobal_neverAnotherProject() {
        String alpha = id("{\"content\": \"The database password rotates monthly\", \"project\": \"alpha\"}");
        String beta = id("{\"content\": \"The database password rotates weekly\", \"project\": \"beta\"}");
        String global = id("{\"content\": \"Database passwords live in the vault\", \"scope\": \"global\"}");

        List<String> inAlpha =
                recallIds("{\"query\": \"database password\", \"project\": \"alpha\", \"threshold\": 0}");
        assertThat(inAlpha).contains(alpha, global).doesNotContain(beta);

        List<String> noProject = recallIds("{\"query\": \"database password\", \"threshold\": 0}");
        assertThat(noProject).containsExactly(global);
    }

    @Test
    void recall_explain_componentsMultiplyToScore_andGlobalWeighsLessInAProject() {
        id("{\"content\": \"Deploys happen on Tuesdays\", \"project\": \"alpha\"}");
        id("{\"content\": \"Deploys happen on Tuesdays for every team\", \"scope\": \"global\", \"weight\": 0.5}");
        Reply reply = api.post(
                "/v1/recall",
                "{\"query\": \"when do deploys happen\", \"project\": \"alpha\","
                        + " \"explain\": true, \"threshold\": 0, \"boost\": false}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<Boolean> global = new ArrayList<>();
        for (JsonNode result : reply.node("results").values()) {
            JsonNode c = result.get("components");
            double product = 1.0;
            for (String factor : ScoreFactors.NAMES) {
                assertThat(c.get(factor)).as(factor).isNotNull();
                product *= c.get(factor).getDoubleValue();
            }
            assertThat(result.get("score").getDoubleValue()).isCloseTo(product, within(1e-9));
            boolean isGlobal = result.get("content").getStringValue().contains("every team");
            global.add(isGlobal);
            assertThat(c.get("scope_weight").getDoubleValue()).isEqualTo(isGlobal ? 0.8 : 1.0);
            assertThat(c.get("weight").getDoubleValue()).isEqualTo(isGlobal ? 0.5 : 1.0);
            assertThat(result.get("via").getStringValue()).isEqualTo("direct");
        }
        assertThat(global)
                .as("both memories were checked, the project's and the global one")
                .containsExactlyInAnyOrder(false, true);
    }

    @Test
    void ttl_expiredMemory_neverSurfaces() {
        String shortLived = id("{\"content\": \"The door code is 4711\", \"ttl_seconds\": 3600,"
                + " \"occurred_at\": \"2024-01-01T10:00:00Z\"}");
        Reply memory = api.get("/v1/memories/" + shortLived);
        assertThat(memory.string("expires_at")).isEqualTo("2024-01-01T11:00:00Z");

        assertThat(recallIds("{\"query\": \"door code\", \"at\": \"2024-01-01T10:30:00Z\", \"threshold\": 0}"))
                .containsExactly(shortLived);
        assertThat(recallIds("{\"query\": \"door code\", \"at\": \"2024-01-01T11:00:01Z\", \"threshold\": 0}"))
                .isEmpty();
        assertThat(recallIds("{\"query\": \"door code\", \"threshold\": 0}")).isEmpty();
    }

    @Test
    void at_beforeAMemoryWasStored_doesNotSeeIt_andDecayFollowsElapsedTime() {
        String old =
                id("{\"content\": \"We use Redux for state management\", \"occurred_at\": \"2024-01-01T00:00:00Z\"}");
        assertThat(recallIds("{\"query\": \"state management\", \"at\": \"2023-12-31T00:00:00Z\", \"threshold\": 0}"))
                .isEmpty();

        double defaultAfter60 = decay("{\"query\": \"state management library\", \"at\": \"2024-03-01T00:00:00Z\","
                + " \"explain\": true, \"threshold\": 0, \"boost\": false}");
        double cmmAfter10 = decay("{\"query\": \"state management library\", \"at\": \"2024-01-11T00:00:00Z\","
                + " \"explain\": true, \"threshold\": 0, \"boost\": false, \"decay_model\": \"cmm\"}");
        double cmmAfter60 = decay("{\"query\": \"state management library\", \"at\": \"2024-03-01T00:00:00Z\","
                + " \"explain\": true, \"threshold\": 0, \"boost\": false, \"decay_model\": \"cmm\"}");
        // by default scores do not decay with age (decision 0019: mememory at rate 0)
        assertThat(defaultAfter60).isEqualTo(1.0);
        // CMM: no decay within its 14-day grace; then e^(-0.03 x idle days), idle since it was stored (never recalled)
        assertThat(cmmAfter10).isEqualTo(1.0);
        assertThat(cmmAfter60).isCloseTo(Math.exp(-0.03 * 60), within(1e-6));
        assertThat(old).isNotNull();
    }

    private double decay(String body) {
        return api.post("/v1/recall", body)
                .node("results")
                .get(0)
                .get("components")
                .get("decay")
                .getDoubleValue();
    }

    @Test
    void supersedes_hidesTheOldWhileTheNewIsVisible_andHistoryWalksTheWholeChain() {
        String v1 =
                id("{\"content\": \"We use Redux for state management\", \"occurred_at\": \"2024-01-01T00:00:00Z\"}");
        String v2 = id("{\"content\": \"We moved from Redux to MobX for state\", \"supersedes\": \"" + v1 + "\","
                + " \"occurred_at\": \"2024-02-01T00:00:00Z\"}");
        String v3 = id("{\"content\": \"We use Zustand for state management now\", \"supersedes\": \"" + v2 + "\","
                + " \"occurred_at\": \"2024-03-01T00:00:00Z\"}");

        assertThat(api.get("/v1/memories/" + v1).number("weight")).isEqualTo(0.1);
        List<String> now = recallIds("{\"query\": \"state management\", \"threshold\": 0}");
        assertThat(now).contains(v3).doesNotContain(v1, v2);
        List<String> inFebruary = recallIds("{\"query\": \"state management\", \"threshold\": 0,"
                + " \"at\": \"2024-02-15T00:00:00Z\", \"boost\": false}");
        assertThat(inFebruary).contains(v2).doesNotContain(v1, v3);

        for (String id : List.of(v1, v2, v3)) {
            Reply history = api.get("/v1/memories/" + id + "/history");
            assertThat(history.status()).isEqualTo(200);
            List<String> chain = new ArrayList<>();
            for (JsonNode link : history.node("chain").values()) {
                chain.add(link.get("memory").get("id").getStringValue());
            }
            assertThat(chain).as("history of " + id).containsExactly(v1, v2, v3);
        }
        Reply middle = api.get("/v1/memories/" + v2 + "/history");
        assertThat(middle.node("chain").get(1).get("supersedes").get(0).getStringValue())
                .isEqualTo(v1);
        assertThat(middle.node("chain").get(1).get("superseded_by").get(0).getStringValue())
                .isEqualTo(v3);
    }

    @Test
    void supersedes_unknownId_is404AndStoresNothing() {
        Reply reply = api.post(
                "/v1/memories", "{\"content\": \"x\", \"supersedes\": \"00000000-0000-4000-8000-000000000000\"}");
        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.errorField()).isEqualTo("supersedes");
        assertThat(recallIds("{\"query\": \"x\", \"threshold\": 0}")).isEmpty();
    }

    @Test
    void contradictions_closeVisibleMemory_isReportedWithOptions_andBothAreStored() {
        String old = id("{\"content\": \"My favourite programming language is Python.\"}");
        id("{\"content\": \"The weather in Lisbon was sunny all week.\"}");

        Reply reply = rememberReply("{\"content\": \"My favourite programming language is Rust.\"}");

        assertThat(reply.status()).isEqualTo(201);
        JsonNode contradictions = reply.node("contradictions");
        assertThat(contradictions.size()).isEqualTo(1);
        assertThat(contradictions.get(0).get("id").getStringValue()).isEqualTo(old);
        assertThat(contradictions.get(0).get("similarity").getDoubleValue()).isGreaterThan(0.75);
        assertThat(contradictions.get(0).get("options").values())
                .extracting(JsonNode::getStringValue)
                .containsExactly("keep_both", "update_old", "supersede", "delete_old");
        String added = reply.string("id");
        assertThat(api.get("/v1/memories/" + added).status()).isEqualTo(200);
        Reply history = api.get("/v1/memories/" + added + "/history");
        assertThat(history.node("conflicts").get(0).get("id").getStringValue()).isEqualTo(old);
    }

    @Test
    void importance_autoScored_unlessGiven() {
        assertThat(rememberReply("{\"content\": \"Always run the migrations before deploying.\"}")
                        .number("importance"))
                .isEqualTo(1.2);
        assertThat(rememberReply("{\"content\": \"thanks!\"}").number("importance"))
                .isEqualTo(0.9);
        assertThat(rememberReply("{\"content\": \"thanks!\", \"importance\": 1.7}")
                        .number("importance"))
                .isEqualTo(1.7);
    }

    @Test
    void patch_content_reEmbedsAndResetsTheDecayClock_weightIsChecked() {
        String id = id("{\"content\": \"The office is in Berlin\", \"occurred_at\": \"2024-01-01T00:00:00Z\"}");
        Reply patched =
                api.patch("/v1/memories/" + id, "{\"content\": \"The office moved to Lisbon\", \"weight\": 0.6}");
        assertThat(patched.status()).as(patched.text()).isEqualTo(200);
        assertThat(patched.string("content")).isEqualTo("The office moved to Lisbon");
        assertThat(patched.number("weight")).isEqualTo(0.6);
        assertThat(patched.string("updated_at")).isNotEqualTo("2024-01-01T00:00:00Z");
        assertThat(patched.string("created_at")).isEqualTo("2024-01-01T00:00:00Z");
        assertThat(recallIds("{\"query\": \"office in Lisbon\"}")).containsExactly(id);

        assertThat(api.patch("/v1/memories/" + id, "{\"weight\": 7}").errorField())
                .isEqualTo("weight");
        assertThat(api.patch("/v1/memories/" + id, "{}").status()).isEqualTo(400);
        assertThat(api.patch("/v1/memories/00000000-0000-4000-8000-000000000000", "{\"weight\": 0.5}")
                        .status())
                .isEqualTo(404);
    }

    @Test
    void idempotencyKey_repeatedRemember_returnsTheFirstMemory() {
        Reply first = rememberReply("{\"content\": \"Pay the invoice\", \"idempotency_key\": \"req-1\"}");
        Reply again = rememberReply("{\"content\": \"Pay the invoice\", \"idempotency_key\": \"req-1\"}");
        assertThat(first.status()).isEqualTo(201);
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.string("id")).isEqualTo(first.string("id"));
        assertThat(again.node("replayed").getBooleanValue()).isTrue();
        assertThat(recallIds("{\"query\": \"invoice\", \"threshold\": 0}")).hasSize(1);
    }

    @Test
    void priming_sameSession_memoryJustActiveScores1point3x() {
        id("{\"content\": \"Melanie is training for the Boston marathon\", \"session_id\": \"chat-7\"}");
        Reply primed = api.post(
                "/v1/recall",
                "{\"query\": \"marathon training\", \"session_id\": \"chat-7\","
                        + " \"explain\": true, \"threshold\": 0}");
        assertThat(primed.node("results")
                        .get(0)
                        .get("components")
                        .get("priming")
                        .getDoubleValue())
                .isCloseTo(1.3, within(1e-9));
        Reply otherSession = api.post(
                "/v1/recall",
                "{\"query\": \"marathon training\", \"session_id\": \"chat-8\","
                        + " \"explain\": true, \"threshold\": 0}");
        assertThat(otherSession
                        .node("results")
                        .get(0)
                        .get("components")
                        .get("priming")
                        .getDoubleValue())
                .isEqualTo(1.0);
    }

    @Test
    void timeBounds_farFutureOccurredAtAndAt_areRejected() {
        assertThat(api.post("/v1/memories", "{\"content\": \"x\", \"occurred_at\": \"2999-01-01T00:00:00Z\"}")
                        .errorField())
                .isEqualTo("occurred_at");
        assertThat(api.post("/v1/recall", "{\"query\": \"x\", \"at\": \"2999-01-01T00:00:00Z\"}")
                        .errorField())
                .isEqualTo("at");
    }
}
