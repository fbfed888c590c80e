package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /v1/recall} with {@code filter}: equality on kind, formation session and metadata entries, applied in
 * the seeds (a filtered-out memory never takes a seed's place) and to what spreading reaches; a bad filter answers
 * 400 naming its field.
 */
@MnemographTest
class RecallFilterTest extends ApiTest {

    private List<String> recallIds(String body) {
        Reply reply = api.post("/v1/recall", body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        for (JsonNode result : reply.node("results").values()) {
            ids.add(result.get("id").getStringValue());
        }
        return ids;
    }

    private static String recall(String filter) {
        return "{\"query\": \"office wifi password\", \"threshold\": 0, \"boost\": false, \"limit\": 5,"
                + " \"filter\": " + filter + "}";
    }

    @Test
    void kindFilter_thirtyNearDuplicatesOfAnotherKind_doNotCrowdOutTheMatch() {
        String fact = remember("{\"content\": \"Guests on the office wifi get the printer password from reception\","
                + " \"kind\": \"fact\"}");
        for (int i = 1; i <= 30; i++) {
            remember("{\"content\": \"The office wifi password is now tulip-" + i + "\", \"kind\": \"note\"}");
        }

        assertThat(recallIds(recall("{\"kind\": \"fact\"}"))).containsExactly(fact);
        assertThat(recallIds(recall("{\"kind\": \"fact\"}")
                        .replace("\"limit\": 5,", "\"limit\": 5, \"seeds\": \"vector\", \"hops\": 0,")))
                .as("the vector half alone")
                .containsExactly(fact);
        assertThat(recallIds(recall("{\"kind\": \"note\"}"))).hasSize(5).doesNotContain(fact);
    }

    @Test
    void sessionFilter_keepsWhatWasFormedInThatSession_notWhatWasRecalledThere() {
        String inS1 = remember("{\"content\": \"The office wifi password is on the fridge\", \"session_id\": \"s1\"}");
        String inS2 = remember("{\"content\": \"The office wifi password changed on Monday\", \"session_id\": \"s2\"}");
        String none = remember("{\"content\": \"The office wifi router sits in the hall\"}");
        // recalled in s1 (boost on): s2's memory and the sessionless one now list s1 among their sessions
        recallIds("{\"query\": \"office wifi\", \"threshold\": 0, \"session_id\": \"s1\"}");

        assertThat(recallIds(recall("{\"session_id\": \"s1\"}"))).containsExactly(inS1);
        assertThat(recallIds(recall("{\"session_id\": \"s2\"}"))).containsExactly(inS2);
        assertThat(recallIds(recall("{}"))).containsExactlyInAnyOrder(inS1, inS2, none);
    }

    @Test
    void metadataFilter_matchesEveryEntryAsJson_numbersExactly() {
        String email = remember("{\"content\": \"The office wifi password is tulip\", \"metadata\": {\"source\":"
                + " \"email\", \"priority\": 2, \"urgent\": true}}");
        String chat = remember("{\"content\": \"The office wifi password is daisy\", \"metadata\": {\"source\":"
                + " \"chat\", \"priority\": 20}}");
        remember("{\"content\": \"The office wifi password is rose\"}");

        assertThat(recallIds(recall("{\"metadata\": {\"source\": \"email\"}}"))).containsExactly(email);
        assertThat(recallIds(recall("{\"metadata\": {\"priority\": 2}}"))).containsExactly(email);
        assertThat(recallIds(recall("{\"metadata\": {\"priority\": 20}}"))).containsExactly(chat);
        assertThat(recallIds(recall("{\"metadata\": {\"urgent\": true, \"source\": \"email\"}}")))
                .containsExactly(email);
        assertThat(recallIds(recall("{\"metadata\": {\"urgent\": true, \"source\": \"chat\"}}")))
                .isEmpty();
        assertThat(recallIds(recall("{\"metadata\": {\"source\": \"emai\"}}"))).isEmpty();
    }

    @Test
    void filters_applyToWhatSpreadingReaches() {
        String lighthouse =
                remember("{\"content\": \"The lighthouse keeper on the island is called Odile\", \"kind\": \"fact\"}");
        String stew = remember(
                "{\"content\": \"Odile cooks a stew that needs three hours on a low flame\", \"kind\": \"note\"}");
        String boat = remember("{\"content\": \"Odile's boat is painted green\", \"kind\": \"fact\"}");
        api.post(
                "/v1/associations",
                "{\"source\": \"" + lighthouse + "\", \"target\": \"" + stew + "\", \"weight\": 1.0}");
        api.post(
                "/v1/associations",
                "{\"source\": \"" + lighthouse + "\", \"target\": \"" + boat + "\", \"weight\": 1.0}");
        String body = "{\"query\": \"who keeps the lighthouse\", \"threshold\": 0, \"boost\": false, \"limit\": 10,"
                + " \"hops\": 2, \"filter\": {\"kind\": \"fact\"}}";

        assertThat(recallIds(body)).containsExactlyInAnyOrder(lighthouse, boat).doesNotContain(stew);
    }

    @Test
    void badFilter_answers400NamingTheField_andNothingIsRecalled() {
        assertThat(api.post("/v1/recall", "{\"query\": \"x\", \"filter\": \"fact\"}")
                        .errorField())
                .isEqualTo("filter");
        assertThat(api.post("/v1/recall", "{\"query\": \"x\", \"filter\": {\"colour\": \"red\"}}")
                        .errorField())
                .isEqualTo("filter.colour");
        assertThat(api.post("/v1/recall", "{\"query\": \"x\", \"filter\": {\"kind\": 3}}")
                        .errorField())
                .isEqualTo("filter.kind");
        assertThat(api.post("/v1/recall", "{\"query\": \"x\", \"filter\": {\"session_id\": \"\"}}")
                        .errorField())
                .isEqualTo("filter.session_id");
        Reply nested = api.post("/v1/recall", "{\"query\": \"x\", \"filter\": {\"metadata\": {\"a\": {\"b\": 1}}}}");
        assertThat(nested.status()).isEqualTo(400);
        assertThat(nested.errorField()).isEqualTo("filter.metadata.a");
        assertThat(api.post("/v1/recall", "{\"query\": \"x\", \"filter\": {\"metadata\": [1]}}")
                        .errorField())
                .isEqualTo("filter.metadata");
    }
}
