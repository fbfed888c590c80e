package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The bugs issue 20 found by an outside read, each reproduced against the running service. */
@MnemographTest
class FoundBugsTest extends ApiTest {

    @Test
    void remember_eightConcurrentWithOneIdempotencyKey_oneCreatedSevenReplays() throws Exception {
        int clients = 8;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        try {
            List<Future<ApiClient.Reply>> replies = new ArrayList<>();
            for (int i = 0; i < clients; i++) {
                replies.add(pool.submit(() -> {
                    start.await();
                    return api.post(
                            "/v1/memories",
                            "{\"content\": \"Caroline moved to Lisbon in May.\", \"idempotency_key\": \"turn-42\"}");
                }));
            }
            start.countDown();
            List<ApiClient.Reply> answered = new ArrayList<>();
            for (Future<ApiClient.Reply> reply : replies) {
                answered.add(reply.get());
            }
            assertThat(answered)
                    .extracting(ApiClient.Reply::status)
                    .as(answered.stream().map(ApiClient.Reply::text).collect(Collectors.joining("\n")))
                    .containsOnly(201, 200)
                    .filteredOn(status -> status == 201)
                    .hasSize(1);
            assertThat(answered)
                    .extracting(reply -> reply.string("id"))
                    .containsOnly(answered.getFirst().string("id"));
            assertThat(answered.stream().filter(r -> r.status() == 200))
                    .allSatisfy(r ->
                            assertThat(r.node("replayed").getBooleanValue()).isTrue());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void recall_queryOfMoreThan1024ContentWords_answers200() {
        remember("{\"content\": \"word17 is the answer\"}");
        String query = IntStream.range(0, 3000).mapToObj(i -> "word" + i).collect(Collectors.joining(" "));
        ApiClient.Reply reply = api.post("/v1/recall", "{\"query\": \"" + query + "\", \"seeds\": \"hybrid\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    }

    @Test
    void consolidate_atADayAhead_answers400NamingAt_andSweepsNothing() {
        String expiring = remember("{\"content\": \"A note that lives one hour\", \"ttl_seconds\": 3600}");
        String tomorrow = Instant.now().plus(Duration.ofDays(1)).toString();
        ApiClient.Reply reply = api.post("/v1/consolidate", "{\"at\": \"" + tomorrow + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(400);
        assertThat(reply.errorField()).isEqualTo("at");
        assertThat(api.get("/v1/memories/" + expiring).status())
                .as("not expired as of tomorrow")
                .isEqualTo(200);
    }

    @Test
    void recall_boostingWithAFutureAt_answers400NamingAt_butAReadOnlyLookAheadIsAllowed() {
        String id = remember("{\"content\": \"The spare key is under the blue flower pot\"}");
        String nextYear = Instant.now().plus(Duration.ofDays(365)).toString();
        ApiClient.Reply boosting =
                api.post("/v1/recall", "{\"query\": \"spare key\", \"threshold\": 0, \"at\": \"" + nextYear + "\"}");
        assertThat(boosting.status()).as(boosting.text()).isEqualTo(400);
        assertThat(boosting.errorField()).isEqualTo("at");
        ApiClient.Reply lookAhead = api.post(
                "/v1/recall",
                "{\"query\": \"spare key\", \"threshold\": 0, \"boost\": false, \"at\": \"" + nextYear + "\"}");
        assertThat(lookAhead.status()).as(lookAhead.text()).isEqualTo(200);
        assertThat(Instant.parse(api.get("/v1/memories/" + id).string("last_accessed_at")))
                .as("nothing written into the future")
                .isBeforeOrEqualTo(Instant.now());
    }

    @Test
    void delete_removesTheEntitiesOnlyThatMemoryMentioned() {
        String leaving = remember("{\"content\": \"Caroline flew to Lisbon\", \"entities\": [\"Caroline\", \"Lisbon\"],"
                + " \"namespace\": \"bugs\"}");
        remember("{\"content\": \"Caroline likes tea\", \"entities\": [\"Caroline\"], \"namespace\": \"bugs\"}");
        remember("{\"content\": \"Lisbon is sunny\", \"entities\": [\"Lisbon\"], \"namespace\": \"elsewhere\"}");
        assertThat(entityKeys("bugs")).contains("caroline", "lisbon");

        assertThat(api.delete("/v1/memories/" + leaving + "?namespace=bugs").status())
                .isEqualTo(200);

        assertThat(entityKeys("bugs")).contains("caroline").doesNotContain("lisbon");
        assertThat(entityKeys("elsewhere"))
                .as("another namespace's entity of the same name stays")
                .contains("lisbon");
    }

    @Test
    void history_longChain_comesInPagesFollowingNextCursor_andBadPagingAnswers400NamingTheParameter() {
        List<String> chain = new ArrayList<>();
        chain.add(remember("{\"content\": \"The office is on floor 1\", \"occurred_at\": \"2024-01-01T00:00:00Z\"}"));
        for (int floor = 2; floor <= 5; floor++) {
            chain.add(remember("{\"content\": \"The office is on floor " + floor + "\", \"supersedes\": \""
                    + chain.getLast() + "\", \"occurred_at\": \"2024-01-0" + floor + "T00:00:00Z\"}"));
        }
        List<String> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            ApiClient.Reply page = api.get(
                    "/v1/memories/" + chain.get(2) + "/history?limit=2" + (cursor == null ? "" : "&cursor=" + cursor));
            assertThat(page.status()).as(page.text()).isEqualTo(200);
            page.node("chain")
                    .values()
                    .forEach(link -> seen.add(link.get("memory").get("id").getStringValue()));
            cursor = page.string("next_cursor");
            pages++;
        } while (cursor != null && pages < 10);
        assertThat(pages).isEqualTo(3);
        assertThat(seen).containsExactlyElementsOf(chain);

        assertThat(api.get("/v1/memories/" + chain.getFirst() + "/history?limit=0")
                        .errorField())
                .isEqualTo("limit");
        assertThat(api.get("/v1/memories/" + chain.getFirst() + "/history?limit=1001")
                        .errorField())
                .isEqualTo("limit");
        assertThat(api.get("/v1/memories/" + chain.getFirst() + "/history?cursor=bm9wZQ")
                        .errorField())
                .isEqualTo("cursor");
    }

    private static List<String> entityKeys(String namespace) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("MATCH (e:Entity {namespace: $ns}) RETURN e.key AS key", Map.of("ns", namespace))
                    .list(r -> r.get("key").asString());
        }
    }
}
