package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@MnemographTest
class MemoryApiTest extends ApiTest {

    @Test
    void remember_validContent_storesMemoryWithAllState() {
        String id = remember("""
                {"content": "Caroline went to the LGBTQ support group on 7 May 2023.", "session_id": "s1",
                 "metadata": {"source": "chat", "turn": 3}, "occurred_at": "2023-05-08T13:56:00Z"}""");

        Reply memory = api.get("/v1/memories/" + id);

        assertThat(memory.status()).isEqualTo(200);
        assertThat(memory.string("id")).isEqualTo(id);
        assertThat(UUID.fromString(id)).isNotNull();
        assertThat(memory.string("namespace")).isEqualTo("default");
        assertThat(memory.string("content")).startsWith("Caroline went");
        assertThat(memory.string("tier")).isEqualTo("hot");
        assertThat(memory.string("scope")).isEqualTo("global");
        assertThat(memory.number("weight")).isEqualTo(1.0);
        assertThat(memory.number("stability")).isEqualTo(0.0);
        assertThat(memory.number("access_count")).isEqualTo(0.0);
        assertThat(memory.string("occurred_at")).isEqualTo("2023-05-08T13:56:00Z");
        assertThat(memory.string("created_at")).isEqualTo("2023-05-08T13:56:00Z");
        assertThat(memory.node("session_ids").get(0).getStringValue()).isEqualTo("s1");
        assertThat(memory.node("metadata", "turn").getIntValue()).isEqualTo(3);
        assertThat(memory.node("expires_at"))
                .satisfiesAnyOf(
                        n -> assertThat(n).isNull(), n -> assertThat(n.isNull()).isTrue());
    }

    @Test
    void recall_afterRememberingSeveral_returnsTheRelevantOneFirst() {
        // a day apart: memories stored one after another within 30 minutes are linked in time (SessionlessTimelineTest)
        String wanted = remember("{\"content\": \"The deploy key for the staging cluster rotates every Monday.\","
                + " \"occurred_at\": \"2026-01-01T09:00:00Z\"}");
        remember("{\"content\": \"Melanie painted a sunrise over the lake last summer.\","
                + " \"occurred_at\": \"2026-01-02T09:00:00Z\"}");
        remember("{\"content\": \"Our team lunch is on Thursdays at the Thai place.\","
                + " \"occurred_at\": \"2026-01-03T09:00:00Z\"}");

        Reply recall =
                api.post("/v1/recall", "{\"query\": \"when does the staging deploy key rotate?\", \"threshold\": 0}");

        assertThat(recall.status()).as(recall.text()).isEqualTo(200);
        var results = recall.node("results");
        assertThat(results.size()).isEqualTo(3);
        assertThat(results.get(0).get("id").getStringValue()).isEqualTo(wanted);
        double first = results.get(0).get("score").getDoubleValue();
        double second = results.get(1).get("score").getDoubleValue();
        assertThat(first).isGreaterThan(second);
        assertThat(results.get(0).get("components").get("similarity").getDoubleValue())
                .isBetween(0.3, 1.0);

        Reply defaultThreshold = api.post("/v1/recall", "{\"query\": \"when does the staging deploy key rotate?\"}");
        var ranked = defaultThreshold.node("results");
        assertThat(ranked.size())
                .as("direct matches are ranked, not cut by the threshold")
                .isEqualTo(3);
        assertThat(ranked.get(0).get("id").getStringValue()).isEqualTo(wanted);
        assertThat(ranked.get(2).get("score").getDoubleValue())
                .as("an unrelated memory scores under 0.3")
                .isLessThan(0.3);
    }

    @Test
    void recall_cueSharingMeaningButNoWordWithItsMemory_defaults_returnsItThoughItScoresUnderTheThreshold() {
        String wanted = remember("{\"content\": \"Ana is vegetarian, and I'm allergic to shellfish.\","
                + " \"occurred_at\": \"2026-01-01T09:00:00Z\"}");
        remember("{\"content\": \"The deploy key for the staging cluster rotates every Monday.\","
                + " \"occurred_at\": \"2026-01-02T09:00:00Z\"}");

        Reply recall = api.post("/v1/recall", "{\"query\": \"Any food diets to keep in mind for dinner?\"}");

        assertThat(recall.status()).as(recall.text()).isEqualTo(200);
        var first = recall.node("results").get(0);
        assertThat(first.get("id").getStringValue()).isEqualTo(wanted);
        assertThat(first.get("score").getDoubleValue())
                .as("the cue's best match")
                .isLessThan(0.3);
    }

    @Test
    void recall_limit_honoured() {
        for (int i = 0; i < 7; i++) {
            remember("{\"content\": \"note number " + i + " about gardening tomatoes\"}");
        }
        Reply recall = api.post("/v1/recall", "{\"query\": \"gardening tomatoes\", \"limit\": 2}");
        assertThat(recall.node("results").size()).isEqualTo(2);
        Reply defaults = api.post("/v1/recall", "{\"query\": \"gardening tomatoes\"}");
        assertThat(defaults.node("results").size()).isEqualTo(5);
    }

    @Test
    void recall_otherNamespace_seesNothingOfThisOne() {
        remember("{\"content\": \"Secret plan for tenant A\", \"namespace\": \"tenant-a\"}");
        Reply other = api.post("/v1/recall", "{\"query\": \"secret plan\", \"namespace\": \"tenant-b\"}");
        assertThat(other.node("results").size()).isZero();
        Reply same = api.post("/v1/recall", "{\"query\": \"secret plan\", \"namespace\": \"tenant-a\"}");
        assertThat(same.node("results").size()).isEqualTo(1);
    }

    @Test
    void get_otherNamespace_is404() {
        String id = remember("{\"content\": \"tenant A only\", \"namespace\": \"tenant-a\"}");
        assertThat(api.get("/v1/memories/" + id + "?namespace=tenant-b").status())
                .isEqualTo(404);
        assertThat(api.get("/v1/memories/" + id + "?namespace=tenant-a").status())
                .isEqualTo(200);
    }

    @Test
    void delete_existing_removesIt_thenUnknownIs404() {
        String id = remember("{\"content\": \"forget me\"}");
        Reply deleted = api.delete("/v1/memories/" + id);
        assertThat(deleted.status()).isEqualTo(200);
        assertThat(api.get("/v1/memories/" + id).status()).isEqualTo(404);
        Reply again = api.delete("/v1/memories/" + id);
        assertThat(again.status()).isEqualTo(404);
        assertThat(again.string("error", "code")).isEqualTo("not_found");
    }

    @Test
    void badInput_answers4xxNamingTheField_andWritesNothing() {
        assertError(api.post("/v1/memories", "{}"), 400, "content");
        assertError(api.post("/v1/memories", "{\"content\": \"   \"}"), 400, "content");
        assertError(api.post("/v1/memories", "{\"content\": 42}"), 400, "content");
        assertError(api.post("/v1/memories", "{\"content\": \"" + "x".repeat(32_001) + "\"}"), 413, "content");
        assertError(api.post("/v1/memories", "{\"content\": \"ok\", \"weight\": 3}"), 400, "weight");
        assertError(api.post("/v1/memories", "{\"content\": \"ok\", \"weight\": \"heavy\"}"), 400, "weight");
        assertError(api.post("/v1/memories", "{\"content\": \"ok\", \"ttl_seconds\": -5}"), 400, "ttl_seconds");
        assertError(
                api.post("/v1/memories", "{\"content\": \"ok\", \"occurred_at\": \"yesterday\"}"), 400, "occurred_at");
        assertError(api.post("/v1/memories", "{\"content\": \"ok\", \"namespace\": \"a b'; DROP\"}"), 400, "namespace");
        assertError(api.post("/v1/memories", "{\"content\": \"ok\", \"contnet\": \"typo\"}"), 400, "contnet");
        assertError(api.post("/v1/memories", "{\"content\": \"ok\", \"\": 1}"), 400, "\"\"");
        assertError(api.post("/v1/memories", "{\"content\": \"ok\", \"metadata\": [1]}"), 400, "metadata");
        assertError(api.post("/v1/memories", "{\"content\": \"ok\", \"scope\": \"project\"}"), 400, "project");
        assertError(api.post("/v1/memories", "[\"content\"]"), 400, "body");

        Reply malformed = api.post("/v1/memories", "{\"content\": \"unterminated");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.string("error", "code")).isEqualTo("malformed_json");
        assertThat(malformed.errorField()).isEqualTo("body");

        assertError(api.post("/v1/recall", "{}"), 400, "query");
        assertError(api.post("/v1/recall", "{\"query\": \"x\", \"limit\": 0}"), 400, "limit");
        assertError(api.post("/v1/recall", "{\"query\": \"x\", \"limit\": 101}"), 400, "limit");
        assertError(api.post("/v1/recall", "{\"query\": \"x\", \"limit\": 2.5}"), 400, "limit");
        assertError(api.post("/v1/recall", "{\"query\": \"x\", \"limit\": \"5\"}"), 400, "limit");
        assertError(api.post("/v1/recall", "{\"query\": \"x\", \"hops\": 9}"), 400, "hops");
        assertError(api.get("/v1/memories/not-a-uuid"), 400, "id");
        assertError(api.get("/v1/memories/" + UUID.randomUUID()), 404, "id");

        try (var session = SharedNeo4j.driver().session()) {
            long stored = session.run("MATCH (m:Memory) RETURN count(m) AS n")
                    .single()
                    .get("n")
                    .asLong();
            assertThat(stored).isZero();
        }
    }

    @Test
    void hostileStrings_areStoredVerbatim_neverExecuted() {
        String hostile = "'}) MATCH (n) DETACH DELETE n // \\\"quotes\\\" <script>alert(1)</script> $param {{x}}";
        String id = remember("{\"content\": \"" + hostile + "\"}");
        Reply memory = api.get("/v1/memories/" + id);
        assertThat(memory.string("content")).contains("DETACH DELETE n").contains("<script>");
        assertThat(memory.string("content")).contains("$param {{x}}");
        assertError(api.post("/v1/memories", "{\"content\": \"nul \\u0000 byte\"}"), 400, "content");
    }

    @Test
    void batch_remembersAllInOrder_linkingTheSession() {
        Reply reply = api.post("/v1/memories/batch", """
                {"namespace": "import", "memories": [
                  {"content": "Day one of the trip: we landed in Lisbon.", "session_id": "trip"},
                  {"content": "Day two: a tram ride up to the castle.", "session_id": "trip"},
                  {"content": "Thanks!", "namespace": "other"}]}""");
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        var results = reply.node("results");
        assertThat(results.size()).isEqualTo(3);
        String first = results.get(0).get("id").getStringValue();
        String second = results.get(1).get("id").getStringValue();
        assertThat(results.get(2).get("namespace").getStringValue()).isEqualTo("other");
        assertThat(results.get(2).get("importance").getDoubleValue()).isEqualTo(0.9);
        assertThat(api.get("/v1/memories/" + first + "?namespace=import").status())
                .isEqualTo(200);
        try (var session = SharedNeo4j.driver().session()) {
            long temporal = session.run(
                            "MATCH (:Memory {id: $b})-[r:ASSOCIATED {kind: 'temporal'}]->(:Memory {id: $a})"
                                    + " RETURN count(r) AS n",
                            java.util.Map.of("a", first, "b", second))
                    .single()
                    .get("n")
                    .asLong();
            assertThat(temporal).isEqualTo(1);
        }
    }

    @Test
    void batch_oneBadItem_rejectsAllNamingTheItem() {
        assertError(
                api.post("/v1/memories/batch", "{\"memories\": [{\"content\": \"fine\"}, {\"content\": 7}]}"),
                400,
                "memories[1].content");
        assertError(api.post("/v1/memories/batch", "{\"memories\": []}"), 400, "memories");
        Reply unknown = api.post(
                "/v1/memories/batch",
                "{\"memories\": [{\"content\": \"fine\"},"
                        + " {\"content\": \"x\", \"supersedes\": \"00000000-0000-4000-8000-000000000000\"}]}");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.errorField()).isEqualTo("memories[1].supersedes");
        try (var session = SharedNeo4j.driver().session()) {
            assertThat(session.run("MATCH (m:Memory) RETURN count(m) AS n")
                            .single()
                            .get("n")
                            .asLong())
                    .as("all or nothing")
                    .isZero();
        }
    }

    @Test
    void unknownRoute_answersOurErrorShape() {
        Reply reply = api.get("/v1/nothing-here");
        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.node("error", "message")).isNotNull();
    }

    private static void assertError(Reply reply, int status, String field) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.node("error", "code")).as(reply.text()).isNotNull();
        assertThat(reply.string("error", "message")).as(reply.text()).isNotBlank();
        assertThat(reply.errorField()).as(reply.text()).isEqualTo(field);
        assertThat(reply.text()).doesNotContain("at io.").doesNotContain("Exception");
    }
}
