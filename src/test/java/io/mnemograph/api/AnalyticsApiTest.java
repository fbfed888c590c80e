package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /v1/analytics/summary} end to end on the embedded Neo4j with Graph Data Science: counts, PageRank,
 * Louvain communities and node similarity of one namespace, projections dropped after use, concurrent requests apart.
 */
@MnemographTest
class AnalyticsApiTest extends ApiTest {

    private String rememberIn(String namespace, String content) {
        return remember("{\"namespace\": \"" + namespace + "\", \"content\": \"" + content + "\"}");
    }

    private void associate(String namespace, String source, String target) {
        Reply reply = api.post(
                "/v1/associations",
                "{\"namespace\": \"" + namespace + "\", \"source\": \"" + source + "\", \"target\": \"" + target
                        + "\", \"weight\": 1.0}");
        assertThat(reply.status()).as(reply.text()).isBetween(200, 201);
    }

    /** Two topics: Caroline's puppy Biscuit, with a hub memory explicitly tied to the others, and Melanie's pottery. */
    private String twoTopics(String namespace) {
        String hub = rememberIn(namespace, "Caroline adopted a puppy called Biscuit from the shelter.");
        associate(namespace, hub, rememberIn(namespace, "Biscuit chewed Caroline's slippers again."));
        associate(namespace, hub, rememberIn(namespace, "Caroline takes Biscuit to the vet on Fridays."));
        associate(namespace, hub, rememberIn(namespace, "Biscuit learned to fetch in the park with Caroline."));
        rememberIn(namespace, "Melanie painted a bowl in her Pottery class.");
        rememberIn(namespace, "Melanie glazed the bowl at the Pottery studio.");
        return hub;
    }

    private static List<String> values(JsonNode array, String field) {
        List<String> values = new ArrayList<>();
        for (JsonNode item : array.values()) {
            values.add(item.get(field).getStringValue());
        }
        return values;
    }

    private static long leftOverProjections() {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("CALL gds.graph.list() YIELD graphName WHERE graphName STARTS WITH 'mnemograph-' "
                            + "RETURN count(*) AS n")
                    .single()
                    .get("n")
                    .asLong();
        }
    }

    @Test
    void summary_countsRanksAndGroupsTheNamespace_andDropsItsProjections() {
        String hub = twoTopics("analytics-a");
        rememberIn("analytics-other", "Caroline's other puppy is in another namespace.");

        Reply summary = api.get("/v1/analytics/summary?namespace=analytics-a");

        assertThat(summary.status()).as(summary.text()).isEqualTo(200);
        assertThat(summary.string("namespace")).isEqualTo("analytics-a");
        assertThat(summary.number("memories")).isEqualTo(6.0);
        JsonNode tiers = summary.node("tiers");
        assertThat(values(tiers, "tier")).containsExactly("hot");
        assertThat(tiers.get(0).get("memories").getLongValue()).isEqualTo(6);
        List<String> edgeKinds = new ArrayList<>();
        for (JsonNode edge : summary.node("edges").values()) {
            edgeKinds.add(edge.get("type").getStringValue()
                    + (edge.get("kind").isNull() ? "" : ":" + edge.get("kind").getStringValue()));
        }
        assertThat(edgeKinds).contains("ASSOCIATED:explicit", "MENTIONS");
        assertThat(summary.node("stability").values()).isNotEmpty();

        JsonNode central = summary.node("central");
        assertThat(central.get(0).get("id").getStringValue()).as(summary.text()).isEqualTo(hub);
        assertThat(central.get(0).get("associations").getLongValue()).isGreaterThanOrEqualTo(3);

        JsonNode communities = summary.node("communities");
        assertThat(communities.size()).as(summary.text()).isGreaterThanOrEqualTo(2);
        List<String> leaders = new ArrayList<>();
        for (JsonNode community : communities.values()) {
            leaders.add(community.get("top_entities").get(0).get("key").getStringValue());
        }
        assertThat(leaders).as(summary.text()).contains("melanie");
        assertThat(leaders.stream().filter(key -> key.equals("caroline") || key.equals("biscuit")))
                .isNotEmpty();

        for (JsonNode suggestion : summary.node("suggested_associations").values()) {
            assertThat(suggestion.get("similarity").getDoubleValue()).isGreaterThanOrEqualTo(0.3);
            assertThat(suggestion.get("shared_entities").values()).isNotEmpty();
            assertThat(suggestion.get("source").getStringValue()).isNotEqualTo(hub);
        }
        assertThat(leftOverProjections()).isZero();
    }

    @Test
    void summary_emptyNamespace_answersZeros() {
        Reply summary = api.get("/v1/analytics/summary?namespace=analytics-empty");

        assertThat(summary.status()).as(summary.text()).isEqualTo(200);
        assertThat(summary.number("memories")).isZero();
        assertThat(summary.node("tiers").values()).isEmpty();
        assertThat(summary.node("central").values()).isEmpty();
        assertThat(summary.node("communities").values()).isEmpty();
        assertThat(summary.node("suggested_associations").values()).isEmpty();
        assertThat(leftOverProjections()).isZero();
    }

    @Test
    void summary_concurrentRequests_neverClashOverAProjection() throws Exception {
        String hub = twoTopics("analytics-c");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Reply>> replies = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                replies.add(pool.submit(() -> {
                    start.await();
                    return api.get("/v1/analytics/summary?namespace=analytics-c&top=5");
                }));
            }
            start.countDown();
            List<String> bodies = new ArrayList<>();
            for (Future<Reply> future : replies) {
                Reply reply = future.get();
                assertThat(reply.status()).as(reply.text()).isEqualTo(200);
                assertThat(reply.node("central").get(0).get("id").getStringValue())
                        .isEqualTo(hub);
                bodies.add(reply.text());
            }
            assertThat(bodies).as("the same graph gives the same figures").allMatch(bodies.get(0)::equals);
        } finally {
            pool.shutdownNow();
        }
        assertThat(leftOverProjections()).isZero();
    }

    @Test
    void summary_badNamespaceOrTop_is400NamingTheField() {
        Reply badNamespace = api.get("/v1/analytics/summary?namespace=not%20valid!");
        assertThat(badNamespace.status()).isEqualTo(400);
        assertThat(badNamespace.errorField()).isEqualTo("namespace");

        for (String top : List.of("0", "101", "ten")) {
            Reply badTop = api.get("/v1/analytics/summary?top=" + top);
            assertThat(badTop.status()).as(top).isEqualTo(400);
            assertThat(badTop.errorField()).isEqualTo("top");
        }
    }
}
