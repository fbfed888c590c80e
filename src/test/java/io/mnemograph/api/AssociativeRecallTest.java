package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Recall that follows the graph: answers the vector seed cannot reach (crowded out of the candidates by twenty
 * near-duplicates the user down-weighted) are found through a shared entity, a session's temporal link or an
 * explicit association, and say how they were reached.
 */
@MnemographTest
class AssociativeRecallTest extends ApiTest {

    /**
     * The time of an answer that happened a day before its seed, so that the two are not linked in time as memories
     * stored one after another without a session are (SessionlessTimelineTest): only the link under test leads to it.
     */
    private static final String EARLIER = " \"occurred_at\": \"" + Instant.now().minus(Duration.ofDays(1)) + "\"";

    /** The default {@code mnemograph.graph.spread-factor}. */
    private static final double SPREAD_FACTOR = 0.6;

    private void crowdOutTheSeeds() {
        for (int day = 1; day <= 20; day++) {
            remember("{\"content\": \"Caroline's puppy chewed a slipper on day " + day + "\", \"weight\": 0.1}");
        }
    }

    private JsonNode find(Reply recall, String id) {
        for (JsonNode result : recall.node("results").values()) {
            if (result.get("id").getStringValue().equals(id)) {
                return result;
            }
        }
        return null;
    }

    @Test
    void recall_answerOnlyReachableThroughASharedEntity_isAssociativeWithItsPath() {
        crowdOutTheSeeds();
        String seed = remember("{\"content\": \"Caroline named her puppy Biscuit.\"}");
        String answer = remember(
                "{\"content\": \"Biscuit finally learned to fetch the frisbee at the park.\"," + EARLIER + "}");

        Reply flat = api.post(
                "/v1/recall", "{\"query\": \"Caroline's puppy\", \"hops\": 0, \"threshold\": 0, \"boost\": false}");
        assertThat(find(flat, answer)).as("not in the vector seed").isNull();

        Reply recall = api.post(
                "/v1/recall",
                "{\"query\": \"Caroline's puppy\", \"threshold\": 0, \"explain\": true, \"boost\": false}");
        JsonNode hit = find(recall, answer);
        assertThat(hit).as(recall.text()).isNotNull();
        assertThat(hit.get("via").getStringValue()).isEqualTo("associative");
        assertThat(hit.get("hops").getIntValue()).isEqualTo(1);
        JsonNode step = hit.get("path").get(0);
        assertThat(step.get("from").getStringValue()).isEqualTo(seed);
        assertThat(step.get("edge").getStringValue()).isEqualTo("MENTIONS");
        assertThat(step.get("via_entity").getStringValue()).isEqualTo("biscuit");
        assertThat(step.get("to").getStringValue()).isEqualTo(answer);
        // an entity two memories share weighs 2^-0.5; one hop keeps the spread factor of it
        assertThat(step.get("edge_weight").getDoubleValue()).isCloseTo(Math.pow(2, -0.5), within(1e-9));
        assertThat(hit.get("components").get("activation").getDoubleValue())
                .isCloseTo(SPREAD_FACTOR * Math.pow(2, -0.5), within(1e-9));
        JsonNode seedHit = find(recall, seed);
        assertThat(seedHit.get("via").getStringValue()).isEqualTo("direct");
        assertThat(hit.get("components").get("similarity").getDoubleValue())
                .isEqualTo(seedHit.get("components").get("similarity").getDoubleValue());
    }

    @Test
    void recall_nextTurnOfTheSession_isReachedOverTheTemporalLink() {
        crowdOutTheSeeds();
        String seed = remember("{\"content\": \"Caroline's puppy has a vet appointment\", \"session_id\": \"s-42\"}");
        String answer = remember("{\"content\": \"It is on Friday at 9 in the morning.\", \"session_id\": \"s-42\"}");

        Reply recall = api.post(
                "/v1/recall",
                "{\"query\": \"Caroline's puppy vet appointment\", \"threshold\": 0,"
                        + " \"explain\": true, \"boost\": false}");

        JsonNode hit = find(recall, answer);
        assertThat(hit).as(recall.text()).isNotNull();
        assertThat(hit.get("via").getStringValue()).isEqualTo("associative");
        JsonNode step = hit.get("path").get(0);
        assertThat(step.get("from").getStringValue()).isEqualTo(seed);
        assertThat(step.get("edge").getStringValue()).isEqualTo("ASSOCIATED:temporal");
        assertThat(step.get("edge_weight").getDoubleValue()).isEqualTo(1.0);
    }

    @Test
    void recall_candidatesOfOneSession_takeTheContextWeightOfEachOthersRelevance() {
        String question = remember("{\"content\": \"Did you ever finish restoring the old wooden sailboat?\","
                + " \"session_id\": \"s-9\"}");
        String answer = remember("{\"content\": \"Yes, it took me three summers.\", \"session_id\": \"s-9\"}");
        String at = java.time.Instant.now().plusSeconds(60).toString();
        String query = "{\"query\": \"restoring the old wooden sailboat\", \"threshold\": 0, \"explain\": true,"
                + " \"boost\": false, \"at\": \"" + at + "\"";

        Reply flat = api.post("/v1/recall", query + ", \"hops\": 0}");
        double ownQuestion =
                find(flat, question).get("components").get("similarity").getDoubleValue();
        double ownAnswer =
                find(flat, answer).get("components").get("similarity").getDoubleValue();
        assertThat(ownQuestion).isGreaterThan(ownAnswer);

        Reply recall = api.post("/v1/recall", query + "}");
        JsonNode questionHit = find(recall, question);
        assertThat(questionHit.get("via").getStringValue()).isEqualTo("direct");
        // the temporal link weighs 1: relevance' = (1 - 0.15) x own + 0.15 x the other's own relevance
        assertThat(questionHit.get("components").get("similarity").getDoubleValue())
                .isCloseTo(0.85 * ownQuestion + 0.15 * ownAnswer, within(1e-9));
        JsonNode answerHit = find(recall, answer);
        assertThat(answerHit.get("score").getDoubleValue()
                        / find(flat, answer).get("score").getDoubleValue())
                .as("the short answer rises with its question")
                .isGreaterThanOrEqualTo((0.85 * ownAnswer + 0.15 * ownQuestion) / ownAnswer - 1e-9)
                .isGreaterThan(1.0);
    }

    @Test
    void recall_importantMemoryTwoHopsAway_passesTheThreshold_andSkippingHopelessOnesChangesNoResult() {
        crowdOutTheSeeds();
        remember("{\"content\": \"Caroline's puppy has a vet appointment\", \"session_id\": \"s-7\"}");
        remember("{\"content\": \"It is on Friday at 9 in the morning.\", \"session_id\": \"s-7\"}");
        String important = remember("{\"content\": \"Bring the vaccination booklet along.\", \"session_id\": \"s-7\","
                + " \"importance\": 10}");
        String at = java.time.Instant.now().plusSeconds(60).toString(); // both recalls as of the same instant
        String query = "{\"query\": \"Caroline's puppy vet appointment\", \"limit\": 5, \"explain\": true,"
                + " \"boost\": false, \"spread_factor\": 0.5, \"at\": \"" + at + "\"";

        Reply thresholded = api.post("/v1/recall", query + "}");
        Reply everything = api.post("/v1/recall", query + ", \"threshold\": 0}");

        JsonNode hit = find(thresholded, important);
        assertThat(hit).as(thresholded.text()).isNotNull();
        assertThat(hit.get("hops").getIntValue()).isEqualTo(2);
        // activation = seed x 0.5 x 1.0 x 0.5 x 1.0, far below 0.3; importance 10 lifts the score above it
        assertThat(hit.get("components").get("activation").getDoubleValue()
                        * hit.get("components").get("similarity").getDoubleValue())
                .isLessThan(0.3);
        assertCutAtThreshold(everything, thresholded, 0.3, "");
    }

    /**
     * {@code thresholded} is {@code everything} (the same recall at threshold 0) with the associative results under
     * {@code threshold} left out, followed by what then moves up: direct matches, or associative results at or above
     * the threshold, none scoring above the last of {@code everything}.
     */
    private static void assertCutAtThreshold(Reply everything, Reply thresholded, double threshold, String what) {
        List<String> kept = new ArrayList<>();
        double lowest = Double.MAX_VALUE;
        for (JsonNode result : everything.node("results").values()) {
            double score = result.get("score").getDoubleValue();
            lowest = Math.min(lowest, score);
            if (result.get("via").getStringValue().equals("direct") || score >= threshold) {
                kept.add(result.get("id").getStringValue() + " " + score);
            }
        }
        List<String> actual = new ArrayList<>();
        for (JsonNode result : thresholded.node("results").values()) {
            double score = result.get("score").getDoubleValue();
            actual.add(result.get("id").getStringValue() + " " + score);
            if (actual.size() > kept.size()) {
                assertThat(score).as(what + " moved up: " + result).isLessThanOrEqualTo(lowest);
                assertThat(result.get("via").getStringValue().equals("direct") || score >= threshold)
                        .as(what + " moved up: " + result)
                        .isTrue();
            }
        }
        assertThat(actual.subList(0, Math.min(actual.size(), kept.size())))
                .as(what)
                .isEqualTo(kept);
        assertThat(actual.size()).as(what).isEqualTo(everything.node("results").size());
    }

    @Test
    void recall_randomGraph_thresholdedAndSmallerLimits_equalTheLargerRecallCut() {
        assertRandomGraphRecallsCut(4, 0);
    }

    /**
     * On this graph, spreading at limit 5 reaches a weak direct match and raises it, so it counts as associative and
     * stays out of newer-first's window; had spreading been pruned for limit 1, it would not reach that match, which
     * would then enter the window and be lifted to the top (RecallPipeline prunes for at least the window's five).
     */
    @Test
    void recall_randomGraphWhereSpreadingRaisesADirectMatch_smallerLimits_equalTheLargerRecallCut() {
        assertRandomGraphRecallsCut(1, 0);
    }

    /**
     * A memory without a session is lifted by its own score (SessionContext), so spreading prunes it by another entry
     * score than a memory of a session: the same property where every third memory has no session, and where none
     * has.
     */
    @Test
    void recall_randomGraphWithSessionlessMemories_thresholdedAndSmallerLimits_equalTheLargerRecallCut() {
        assertRandomGraphRecallsCut(2, 3);
    }

    @Test
    void recall_randomGraphWithoutSessions_thresholdedAndSmallerLimits_equalTheLargerRecallCut() {
        assertRandomGraphRecallsCut(3, 1);
    }

    private void assertRandomGraphRecallsCut(long seed, int sessionlessEvery) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        String[] people = {"Caroline", "Melanie", "Jon", "Gina", "Audrey"};
        String[] things = {"puppy", "garden", "marathon", "pottery class", "guitar", "camping trip", "new job"};
        double[] importances = {0.5, 1.0, 1.0, 1.5, 2.0, 10.0};
        StringBuilder batch = new StringBuilder("{\"memories\": [");
        int count = 80;
        for (int i = 0; i < count; i++) {
            batch.append(i == 0 ? "" : ",")
                    .append("{\"content\": \"")
                    .append(people[random.nextInt(5)])
                    .append(" talked about the ")
                    .append(things[random.nextInt(7)])
                    .append(" on day ")
                    .append(i)
                    .append(sessionlessEvery > 0 && i % sessionlessEvery == 0 ? "" : "\", \"session_id\": \"s" + i / 6)
                    .append("\", \"importance\": ")
                    .append(importances[random.nextInt(importances.length)])
                    .append("}");
        }
        Reply stored = api.post("/v1/memories/batch", batch.append("]}").toString());
        assertThat(stored.status()).as(stored.text()).isEqualTo(201);
        List<String> ids = new ArrayList<>();
        stored.node("results").values().forEach(r -> ids.add(r.get("id").getStringValue()));
        for (int link = 0; link < 60; link++) {
            String source = ids.get(random.nextInt(count));
            String target = ids.get(random.nextInt(count));
            if (!source.equals(target)) {
                api.post(
                        "/v1/associations",
                        "{\"source\": \"" + source + "\", \"target\": \"" + target + "\", \"weight\": "
                                + (0.1 + 0.9 * random.nextDouble()) + "}");
            }
        }
        String at = java.time.Instant.now().plusSeconds(60).toString();
        for (String query : List.of("Caroline's puppy", "the marathon", "Jon and the guitar", "a new job")) {
            String body = "{\"query\": \"" + query + "\", \"limit\": 5, \"boost\": false, \"at\": \"" + at + "\"";
            // same limit, so the same seeds: the thresholded top 5 is the unthresholded top 5 without the associative
            // results under the threshold, then what moves up
            Reply everything = api.post("/v1/recall", body + ", \"threshold\": 0}");
            for (double threshold : new double[] {0.05, 0.2, 0.3, 0.6}) {
                Reply thresholded = api.post("/v1/recall", body + ", \"threshold\": " + threshold + "}");
                assertCutAtThreshold(everything, thresholded, threshold, query + " at threshold " + threshold);
            }
            // limits 1 to 4 seed from the same 15 candidates; a smaller limit prunes spreading harder (its entry
            // score is a better seed's), and must still give the top of the larger recall
            List<String> top = idsAndVia(everything);
            for (int limit = 1; limit < 5; limit++) {
                Reply fewer = api.post(
                        "/v1/recall", body.replace("\"limit\": 5", "\"limit\": " + limit) + ", \"threshold\": 0}");
                assertThat(idsAndVia(fewer))
                        .as(query + " at limit " + limit)
                        .isEqualTo(top.subList(0, Math.min(limit, top.size())));
            }
        }
    }

    private static List<String> idsAndVia(Reply reply) {
        List<String> rows = new ArrayList<>();
        for (JsonNode result : reply.node("results").values()) {
            rows.add(result.get("id").getStringValue() + " " + result.get("via").getStringValue());
        }
        return rows;
    }

    @Test
    void associations_explicitLink_isFollowed_andBadRequestsAre4xx() {
        crowdOutTheSeeds();
        String seed = remember("{\"content\": \"Caroline's puppy needs a new collar\"}");
        String answer = remember("{\"content\": \"The pet shop on Elm Street closes at six.\"," + EARLIER + "}");
        String elsewhere = remember("{\"content\": \"other tenant\", \"namespace\": \"tenant-b\"}");

        Reply link = api.post(
                "/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \"" + answer + "\", \"weight\": 0.9}");
        assertThat(link.status()).as(link.text()).isEqualTo(201);
        assertThat(link.string("kind")).isEqualTo("explicit");

        Reply recall = api.post(
                "/v1/recall",
                "{\"query\": \"Caroline's puppy collar\", \"threshold\": 0, \"explain\": true, \"boost\": false}");
        JsonNode hit = find(recall, answer);
        assertThat(hit).as(recall.text()).isNotNull();
        assertThat(hit.get("path").get(0).get("edge").getStringValue()).isEqualTo("ASSOCIATED:explicit");
        assertThat(hit.get("components").get("activation").getDoubleValue())
                .isCloseTo(SPREAD_FACTOR * 0.9, within(1e-9));

        assertThat(api.post("/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \"" + seed + "\"}")
                        .errorField())
                .isEqualTo("target");
        Reply unknown = api.post(
                "/v1/associations",
                "{\"source\": \"" + seed + "\", \"target\": \"00000000-0000-4000-8000-000000000000\"}");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.errorField()).isEqualTo("target");
        Reply crossNamespace =
                api.post("/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \"" + elsewhere + "\"}");
        assertThat(crossNamespace.status()).isEqualTo(404);
        assertThat(api.post(
                                "/v1/associations",
                                "{\"source\": \"" + seed + "\", \"target\": \"" + answer + "\", \"weight\": 1.5}")
                        .errorField())
                .isEqualTo("weight");
        assertThat(api.post("/v1/associations", "{\"target\": \"" + answer + "\"}")
                        .errorField())
                .isEqualTo("source");
    }

    @Test
    void remember_growsTheGraph_entitiesSessionsAndSemanticLinks() {
        String first = remember("{\"content\": \"Melanie ran the Boston Marathon in April\", \"session_id\": \"s1\","
                + " \"entities\": [\"running\"]}");
        String second = remember(
                "{\"content\": \"Melanie is training for the Boston Marathon again\", \"session_id\": \"s1\"}");
        String third = remember("{\"content\": \"Melanie finished the Boston Marathon in under four hours\"}");
        try (var session = SharedNeo4j.driver().session()) {
            var entities = session.run(
                            "MATCH (:Memory {id: $id})-[:MENTIONS]->(e:Entity) RETURN collect(e.key) AS k",
                            Map.of("id", first))
                    .single()
                    .get("k")
                    .asList();
            assertThat(entities).contains("melanie", "boston marathon", "running");
            var sameSession = session.run(
                            "MATCH (:Memory {id: $id})-[r:ASSOCIATED]-(:Memory {id: $other})"
                                    + " RETURN r.kind AS kind, r.weight AS w",
                            Map.of("id", second, "other", first))
                    .list();
            assertThat(sameSession)
                    .as("one edge per pair, the stronger (temporal) link wins")
                    .hasSize(1);
            assertThat(sameSession.getFirst().get("kind").asString()).isEqualTo("temporal");
            assertThat(sameSession.getFirst().get("w").asDouble()).isEqualTo(1.0);
            var semantic = session.run(
                            "MATCH (:Memory {id: $id})-[r:ASSOCIATED]->(:Memory {id: $other})"
                                    + " RETURN r.kind AS kind, r.weight AS w",
                            Map.of("id", third, "other", first))
                    .single();
            assertThat(semantic.get("kind").asString()).isEqualTo("semantic");
            // Cognitive Memory: min(0.5, 0.2 + (sim - 0.4) x 0.5) for sim >= 0.4
            assertThat(semantic.get("w").asDouble()).isBetween(0.2, 0.5);
            long inSession = session.run("MATCH (m:Memory)-[:IN_SESSION]->(:Session {id: 's1'}) RETURN count(m) AS n")
                    .single()
                    .get("n")
                    .asLong();
            assertThat(inSession).isEqualTo(2);
        }
    }

    @Test
    void remember_badClientEntity_is400NamingIt() {
        Reply reply = api.post("/v1/memories", "{\"content\": \"x\", \"entities\": [\"ok\", \"!!!\"]}");
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.errorField()).isEqualTo("entities[1]");
    }
}
