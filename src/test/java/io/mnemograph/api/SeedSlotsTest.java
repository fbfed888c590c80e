package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.core.graph.Association;
import io.mnemograph.core.graph.FollowedEdges;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.model.RecallFilter;
import io.mnemograph.pipeline.recall.SpreadingStage;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.recall.VectorSeed;
import io.mnemograph.store.recall.VectorSeedQuery;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Session;

/**
 * Seeds mean what they say: memories a recall cannot see (superseded, expired, stored after its {@code at}) never
 * take a seed's place, however close they lie to the query; and a link the association-decay sweep faded spreads
 * faded.
 */
@MnemographTest
class SeedSlotsTest extends ApiTest {

    @Inject
    SpreadingStage spreader;

    @Inject
    MemoryStore store;

    @Inject
    EmbeddingProvider embeddings;

    private static final String ANSWER = "Guests on the office wifi get the printer password from reception";
    private static final String QUERY = "\"query\": \"office wifi password\", \"seeds\": \"vector\", \"hops\": 0,"
            + " \"threshold\": 0, \"boost\": false, \"limit\": 5";

    private List<String> recallIds(String body) {
        Reply reply = api.post("/v1/recall", body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        for (JsonNode result : reply.node("results").values()) {
            ids.add(result.get("id").getStringValue());
        }
        return ids;
    }

    private static String nearDuplicate(int i) {
        return "The office wifi password is now tulip-" + i;
    }

    @Test
    void vectorSeeds_thirtySupersededNearDuplicates_doNotCrowdOutTheAnswer() {
        String answer = remember("{\"content\": \"" + ANSWER + "\"}");
        String latest = remember("{\"content\": \"" + nearDuplicate(0) + "\"}");
        for (int i = 1; i <= 30; i++) {
            latest = remember("{\"content\": \"" + nearDuplicate(i) + "\", \"supersedes\": \"" + latest + "\"}");
        }

        // a limit-5 recall reads 15 candidates: the 15 nearest are all near-duplicates, 30 of them superseded
        assertThat(recallIds("{" + QUERY + "}")).containsExactlyInAnyOrder(latest, answer);
    }

    @Test
    void vectorSeeds_thirtyExpiredNearDuplicates_doNotCrowdOutTheAnswer() {
        String answer = remember("{\"content\": \"" + ANSWER + "\", \"occurred_at\": \"2024-01-01T00:00:00Z\"}");
        for (int i = 1; i <= 30; i++) {
            remember("{\"content\": \"" + nearDuplicate(i) + "\", \"occurred_at\": \"2024-01-01T00:00:00Z\","
                    + " \"ttl_seconds\": 60}");
        }

        assertThat(recallIds("{" + QUERY + ", \"at\": \"2024-01-02T00:00:00Z\"}"))
                .containsExactly(answer);
    }

    @Test
    void vectorSeeds_thirtyNearDuplicatesStoredLater_doNotCrowdOutTheAnswer() {
        String answer = remember("{\"content\": \"" + ANSWER + "\", \"occurred_at\": \"2024-01-01T00:00:00Z\"}");
        for (int i = 1; i <= 30; i++) {
            remember("{\"content\": \"" + nearDuplicate(i) + "\", \"occurred_at\": \"2024-03-01T00:00:00Z\"}");
        }

        assertThat(recallIds("{" + QUERY + ", \"at\": \"2024-02-01T00:00:00Z\"}"))
                .containsExactly(answer);
    }

    @Test
    void spreadingAndContext_readTheDecayedWeightTheSweepRecorded() {
        String lighthouse = remember("{\"content\": \"The lighthouse keeper on the island is called Odile\"}");
        String stew = rememberADayEarlier("Grandmother's stew needs three hours on a low flame");
        link(lighthouse, stew);
        assertThat(spreadTo(lighthouse, stew))
                .as("full weight x spread factor 0.5")
                .isCloseTo(0.5, within(1e-9));
        assertThat(linkWeight(lighthouse, stew)).isCloseTo(1.0, within(1e-9));

        // what cypher/lifecycle/decay-associations.cypher records: the edge kept a fifth of its weight
        setOnLink(lighthouse, stew, "r.decayed_weight = r.weight * 0.2, r.decayed_at = datetime()");

        assertThat(spreadTo(lighthouse, stew)).isCloseTo(0.1, within(1e-9));
        assertThat(linkWeight(lighthouse, stew))
                .as("the link contextual relevance reads")
                .isCloseTo(0.2, within(1e-9));
    }

    @Test
    void spreadingAndContext_aCoRecallAfterTheSweep_makesTheRaisedWeightCurrentAgain() {
        String lighthouse = remember("{\"content\": \"The lighthouse keeper on the island is called Odile\"}");
        String stew = rememberADayEarlier("Grandmother's stew needs three hours on a low flame");
        link(lighthouse, stew);

        setOnLink(
                lighthouse,
                stew,
                "r.decayed_weight = 0.2, r.decayed_at = datetime() - duration('PT1H'),"
                        + " r.last_co_retrieval = datetime()");

        assertThat(spreadTo(lighthouse, stew)).isCloseTo(0.5, within(1e-9));
        assertThat(linkWeight(lighthouse, stew)).isCloseTo(1.0, within(1e-9));
    }

    /**
     * A memory that happened a day before it is stored, so that it is not linked in time to the memory stored just
     * before it (memories stored one after another without a session are: SessionlessTimelineTest).
     */
    private String rememberADayEarlier(String content) {
        return remember("{\"content\": \"" + content + "\", \"occurred_at\": \""
                + Instant.now().minus(Duration.ofDays(1)) + "\"}");
    }

    private void link(String source, String target) {
        Reply link = api.post(
                "/v1/associations",
                "{\"source\": \"" + source + "\", \"target\": \"" + target + "\", \"weight\": 1.0}");
        assertThat(link.status()).as(link.text()).isIn(200, 201);
    }

    private static void setOnLink(String a, String b, String assignments) {
        try (Session session = SharedNeo4j.driver().session()) {
            session.run(
                            "MATCH (:Memory {id: $a})-[r:ASSOCIATED {kind: 'explicit'}]-(:Memory {id: $b}) SET "
                                    + assignments,
                            Map.of("a", a, "b", b))
                    .consume();
        }
    }

    /** The activation spreading gives {@code target} in one hop from {@code seed} at activation 1, factor 0.5. */
    private double spreadTo(String seed, String target) {
        return store
                .read(tx -> spreader.spread(tx, "default", Map.of(seed, 1.0), 1, 0.5, 0.0, FollowedEdges.ALL))
                .activations()
                .stream()
                .filter(a -> a.memoryId().equals(target))
                .findFirst()
                .orElseThrow()
                .activation();
    }

    /** The weight of the strongest link between {@code a} and {@code b} as the vector seed reads it. */
    private double linkWeight(String a, String b) {
        VectorSeed seed = store.read(tx -> tx.recall()
                .vectorSeed(new VectorSeedQuery(
                        "default",
                        null,
                        null,
                        embeddings.embed("lighthouse"),
                        15,
                        Instant.now(),
                        true,
                        false,
                        List.of(),
                        true,
                        List.of(),
                        RecallFilter.NONE,
                        List.of())));
        return seed.links().stream()
                .filter(l -> Set.of(l.sourceId(), l.targetId()).equals(Set.of(a, b)))
                .mapToDouble(Association::weight)
                .max()
                .orElseThrow();
    }
}
