package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A result that a newer memory contradicts or supersedes says so ({@code conflicts}, {@code superseded_by}), and the
 * newer statement ranks above it unless the recall asks about a time before the newer one was said.
 */
@MnemographTest
class ContradictionRecallTest extends ApiTest {

    private static final String OLD = "The team offsite is on Thursday 12 March at the Leeds office.";
    private static final String NEW = "The team offsite moved to Friday 20 March, still at the Leeds office.";

    private List<JsonNode> recall(String body) {
        ApiClient.Reply reply = api.post("/v1/recall", body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<JsonNode> results = new ArrayList<>();
        reply.node("results").values().forEach(results::add);
        return results;
    }

    private static List<String> ids(List<JsonNode> results) {
        return results.stream().map(r -> r.get("id").getStringValue()).toList();
    }

    private static JsonNode result(List<JsonNode> results, String id) {
        return results.stream()
                .filter(r -> r.get("id").getStringValue().equals(id))
                .findFirst()
                .orElseThrow();
    }

    /** The old statement, then the newer one at half weight, so that the old one scores higher. */
    private String[] offsite() {
        String old = remember("{\"namespace\": \"offsite\", \"content\": \"" + OLD
                + "\", \"occurred_at\": \"2026-03-01T10:00:00Z\"}");
        ApiClient.Reply newer = api.post(
                "/v1/memories",
                "{\"namespace\": \"offsite\", \"content\": \"" + NEW
                        + "\", \"occurred_at\": \"2026-03-05T10:00:00Z\", \"weight\": 0.5}");
        assertThat(newer.status()).as(newer.text()).isEqualTo(201);
        assertThat(newer.node("contradictions").size()).isEqualTo(1);
        assertThat(newer.node("contradictions").get(0).get("id").getStringValue())
                .isEqualTo(old);
        remember("{\"namespace\": \"offsite\", \"content\": \"Lunch at the offsite will be vegetarian.\","
                + " \"occurred_at\": \"2026-03-02T10:00:00Z\"}");
        return new String[] {old, newer.string("id")};
    }

    @Test
    void recall_olderScoresHigher_ranksTheNewerStatementDirectlyAboveIt() {
        String[] ids = offsite();

        List<JsonNode> results = recall("{\"namespace\": \"offsite\", \"query\": \"When is the team offsite?\","
                + " \"threshold\": 0.0, \"explain\": true}");

        assertThat(result(results, ids[0]).get("score").getDoubleValue())
                .isGreaterThan(result(results, ids[1]).get("score").getDoubleValue());
        assertThat(ids(results).subList(0, 2)).containsExactly(ids[1], ids[0]);
    }

    @Test
    void recall_contradictedResult_namesTheNewerStatementWithWhenItWasSaid() {
        String[] ids = offsite();

        List<JsonNode> results =
                recall("{\"namespace\": \"offsite\", \"query\": \"When is the team offsite?\", \"threshold\": 0.0}");

        JsonNode conflicts = result(results, ids[0]).get("conflicts");
        assertThat(conflicts.size()).isEqualTo(1);
        assertThat(conflicts.get(0).get("id").getStringValue()).isEqualTo(ids[1]);
        assertThat(conflicts.get(0).get("content").getStringValue()).isEqualTo(NEW);
        assertThat(conflicts.get(0).get("remembered_at").getStringValue()).isEqualTo("2026-03-05T10:00:00Z");
        assertThat(result(results, ids[1]).get("conflicts").size()).isZero();
        assertThat(result(results, ids[0]).get("superseded_by").isNull()).isTrue();
    }

    @Test
    void recall_atBeforeTheNewerStatement_keepsTheOlderFirstAndSaysWhatCameLater() {
        String[] ids = offsite();

        List<JsonNode> results = recall("{\"namespace\": \"offsite\", \"query\": \"When is the team offsite?\","
                + " \"threshold\": 0.0, \"at\": \"2026-03-03T00:00:00Z\", \"boost\": false}");

        assertThat(ids(results)).doesNotContain(ids[1]);
        assertThat(ids(results).getFirst()).isEqualTo(ids[0]);
        assertThat(result(results, ids[0]).get("conflicts").get(0).get("id").getStringValue())
                .isEqualTo(ids[1]);
    }

    @Test
    void recall_atBeforeASuccessor_marksTheResultSupersededByIt() {
        String old = remember("{\"namespace\": \"moves\", \"content\": \"Sam lives in Camden.\","
                + " \"occurred_at\": \"2026-01-10T10:00:00Z\"}");
        String successor = remember("{\"namespace\": \"moves\", \"content\": \"Sam moved to Islington.\","
                + " \"occurred_at\": \"2026-02-10T10:00:00Z\", \"supersedes\": \"" + old + "\"}");

        List<JsonNode> then = recall("{\"namespace\": \"moves\", \"query\": \"Where does Sam live?\","
                + " \"threshold\": 0.0, \"at\": \"2026-02-01T00:00:00Z\", \"boost\": false}");
        List<JsonNode> now =
                recall("{\"namespace\": \"moves\", \"query\": \"Where does Sam live?\", \"threshold\": 0.0}");

        JsonNode mark = result(then, old).get("superseded_by");
        assertThat(mark.get("id").getStringValue()).isEqualTo(successor);
        assertThat(mark.get("content").getStringValue()).isEqualTo("Sam moved to Islington.");
        assertThat(mark.get("remembered_at").getStringValue()).isEqualTo("2026-02-10T10:00:00Z");
        assertThat(ids(now)).containsExactly(successor);
        assertThat(result(now, successor).get("superseded_by").isNull()).isTrue();
    }
}
