package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Memories stored without a session, one after another, are linked in time as a session's are, while they happened at
 * most {@code mnemograph.graph.sessionless-window-minutes} (30) apart: a longer gap, a memory of a session in between
 * or another namespace's memory does not join two of them, and recall follows the link.
 */
@MnemographTest
class SessionlessTimelineTest extends ApiTest {

    private static List<String> temporalTargets(String source) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(
                            "MATCH (:Memory {id: $id})-[r:ASSOCIATED {kind: 'temporal'}]->(t:Memory)"
                                    + " RETURN t.id AS id ORDER BY id",
                            Map.of("id", source))
                    .list(r -> r.get("id").asString());
        }
    }

    private static String at(String time) {
        return ", \"occurred_at\": \"2024-03-01T" + time + ":00Z\"";
    }

    @Test
    void remember_oneAfterAnother_withinTheWindow_linksToTheNamespacesPreviousSessionlessMemory() {
        String first = remember("{\"content\": \"We landed in Lisbon in the rain\"" + at("09:00") + "}");
        String inSession = remember(
                "{\"content\": \"Booked the dentist for Tuesday\", \"session_id\": \"s-1\"" + at("09:05") + "}");
        remember("{\"content\": \"Another tenant's note\", \"namespace\": \"other\"" + at("09:06") + "}");
        String second = remember("{\"content\": \"The tram to the castle was packed\"" + at("09:20") + "}");

        assertThat(temporalTargets(second)).containsExactly(first);
        assertThat(temporalTargets(inSession))
                .as("a session's first memory follows nothing")
                .isEmpty();
    }

    @Test
    void remember_gapLongerThanTheWindow_beginsANewEpisode() {
        String first = remember("{\"content\": \"We landed in Lisbon in the rain\"" + at("09:00") + "}");
        String later = remember("{\"content\": \"Dinner by the river\"" + at("09:31") + "}");
        String next = remember("{\"content\": \"Then a late walk home\"" + at("09:45") + "}");

        assertThat(temporalTargets(later)).as("31 minutes after").isEmpty();
        assertThat(temporalTargets(next)).containsExactly(later);
        assertThat(temporalTargets(first)).isEmpty();
    }

    @Test
    void batch_chainsItsSessionlessMemoriesInOrder_afterTheLastStoredBefore() {
        String before = remember("{\"content\": \"Packed the bags\"" + at("08:50") + "}");
        Reply reply = api.post(
                "/v1/memories/batch",
                "{\"memories\": ["
                        + "{\"content\": \"Taxi to the airport\"" + at("09:00") + "},"
                        + "{\"content\": \"Coffee at the gate\", \"session_id\": \"s-2\"" + at("09:10") + "},"
                        + "{\"content\": \"Boarded the plane\"" + at("09:15") + "}]}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        JsonNode results = reply.node("results");
        String taxi = results.get(0).get("id").getStringValue();
        String boarded = results.get(2).get("id").getStringValue();

        assertThat(temporalTargets(taxi)).containsExactly(before);
        assertThat(temporalTargets(boarded)).containsExactly(taxi);
        String after = remember("{\"content\": \"Landed on time\"" + at("09:40") + "}");
        assertThat(temporalTargets(after))
                .as("the batch's last became the namespace's last")
                .containsExactly(boarded);
    }

    @Test
    void recall_nextSessionlessMemory_isReachedOverTheTemporalLink() {
        for (int day = 1; day <= 20; day++) {
            remember("{\"content\": \"Caroline's puppy chewed a slipper on day " + day + "\", \"weight\": 0.1"
                    + ", \"occurred_at\": \"2024-02-" + String.format("%02d", day) + "T12:00:00Z\"}");
        }
        String seed = remember("{\"content\": \"Caroline's puppy has a vet appointment\"" + at("10:00") + "}");
        String answer = remember("{\"content\": \"It is on Friday at 9 in the morning.\"" + at("10:01") + "}");

        Reply recall = api.post(
                "/v1/recall",
                "{\"query\": \"Caroline's puppy vet appointment\", \"threshold\": 0,"
                        + " \"explain\": true, \"boost\": false}");

        JsonNode hit = null;
        for (JsonNode result : recall.node("results").values()) {
            if (result.get("id").getStringValue().equals(answer)) {
                hit = result;
            }
        }
        assertThat(hit).as(recall.text()).isNotNull();
        assertThat(hit.get("via").getStringValue()).isEqualTo("associative");
        JsonNode step = hit.get("path").get(0);
        assertThat(step.get("from").getStringValue()).isEqualTo(seed);
        assertThat(step.get("edge").getStringValue()).isEqualTo("ASSOCIATED:temporal");
    }
}
