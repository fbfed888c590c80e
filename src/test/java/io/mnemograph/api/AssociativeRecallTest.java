package io.mnemograph.api;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Recall that follows the graph: answers the vector seed cannot reach (crowded out of the candidates by twenty
 * near-duplicates the user down-weighted) are found through a shared entity, a session's temporal link or an
 * explicit association, and say how they were reached.
 */
@MnemographTest
class AssociativeRecallTest extends ApiTest {

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
        String answer = remember("{\"content\": \"Biscuit finally learned to fetch the frisbee at the park.\"}");

        Reply flat = api.post("/v1/recall", "{\"query\": \"Caroline's puppy\", \"hops\": 0, \"threshold\": 0,"
                + " \"boost\": false}");
        assertThat(find(flat, answer)).as("not in the vector seed").isNull();

        Reply recall = api.post("/v1/recall", "{\"query\": \"Caroline's puppy\", \"threshold\": 0,"
                + " \"explain\": true, \"boost\": false}");
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

        Reply recall = api.post("/v1/recall", "{\"query\": \"Caroline's puppy vet appointment\", \"threshold\": 0,"
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
    void associations_explicitLink_isFollowed_andBadRequestsAre4xx() {
        crowdOutTheSeeds();
        String seed = remember("{\"content\": \"Caroline's puppy needs a new collar\"}");
        String answer = remember("{\"content\": \"The pet shop on Elm Street closes at six.\"}");
        String elsewhere = remember("{\"content\": \"other tenant\", \"namespace\": \"tenant-b\"}");

        Reply link = api.post("/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \"" + answer
                + "\", \"weight\": 0.9}");
        assertThat(link.status()).as(link.text()).isEqualTo(201);
        assertThat(link.string("kind")).isEqualTo("explicit");

        Reply recall = api.post("/v1/recall", "{\"query\": \"Caroline's puppy collar\", \"threshold\": 0,"
                + " \"explain\": true, \"boost\": false}");
        JsonNode hit = find(recall, answer);
        assertThat(hit).as(recall.text()).isNotNull();
        assertThat(hit.get("path").get(0).get("edge").getStringValue()).isEqualTo("ASSOCIATED:explicit");
        assertThat(hit.get("components").get("activation").getDoubleValue()).isCloseTo(SPREAD_FACTOR * 0.9, within(1e-9));

        assertThat(api.post("/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \"" + seed + "\"}")
                .errorField()).isEqualTo("target");
        Reply unknown = api.post("/v1/associations", "{\"source\": \"" + seed
                + "\", \"target\": \"00000000-0000-4000-8000-000000000000\"}");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.errorField()).isEqualTo("target");
        Reply crossNamespace = api.post("/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \""
                + elsewhere + "\"}");
        assertThat(crossNamespace.status()).isEqualTo(404);
        assertThat(api.post("/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \"" + answer
                + "\", \"weight\": 1.5}").errorField()).isEqualTo("weight");
        assertThat(api.post("/v1/associations", "{\"target\": \"" + answer + "\"}").errorField()).isEqualTo("source");
    }

    @Test
    void remember_growsTheGraph_entitiesSessionsAndSemanticLinks() {
        String first = remember("{\"content\": \"Melanie ran the Boston Marathon in April\", \"session_id\": \"s1\","
                + " \"entities\": [\"running\"]}");
        String second = remember("{\"content\": \"Melanie is training for the Boston Marathon again\","
                + " \"session_id\": \"s1\"}");
        String third = remember("{\"content\": \"Melanie finished the Boston Marathon in under four hours\"}");
        try (var session = SharedNeo4j.driver().session()) {
            var entities = session.run("MATCH (:Memory {id: $id})-[:MENTIONS]->(e:Entity) RETURN collect(e.key) AS k",
                    Map.of("id", first)).single().get("k").asList();
            assertThat(entities).contains("melanie", "boston marathon", "running");
            var sameSession = session.run("MATCH (:Memory {id: $id})-[r:ASSOCIATED]-(:Memory {id: $other})"
                    + " RETURN r.kind AS kind, r.weight AS w", Map.of("id", second, "other", first)).list();
            assertThat(sameSession).as("one edge per pair, the stronger (temporal) link wins").hasSize(1);
            assertThat(sameSession.getFirst().get("kind").asString()).isEqualTo("temporal");
            assertThat(sameSession.getFirst().get("w").asDouble()).isEqualTo(1.0);
            var semantic = session.run("MATCH (:Memory {id: $id})-[r:ASSOCIATED]->(:Memory {id: $other})"
                    + " RETURN r.kind AS kind, r.weight AS w", Map.of("id", third, "other", first)).single();
            assertThat(semantic.get("kind").asString()).isEqualTo("semantic");
            // Cognitive Memory: min(0.5, 0.2 + (sim - 0.4) x 0.5) for sim >= 0.4
            assertThat(semantic.get("w").asDouble()).isBetween(0.2, 0.5);
            long inSession = session.run("MATCH (m:Memory)-[:IN_SESSION]->(:Session {id: 's1'}) RETURN count(m) AS n")
                    .single().get("n").asLong();
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
