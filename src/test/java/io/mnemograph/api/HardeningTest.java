package io.mnemograph.api;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.mnemograph.api.error.ErrorBody;
import io.mnemograph.api.error.UnexpectedErrorHandler;
import io.mnemograph.embedding.EmbeddingFailure;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Inputs and races found by an outside read, each answered without a 5xx and without giving away the host: one
 * idempotency key sent eight times at once, a query of 1,500 words, a writing request dated in the future, a delete
 * that must take its extracted entities with it, a refused sweep and a failing embedder.
 */
@MnemographTest
class HardeningTest extends ApiTest {

    private static long count(String cypher) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(cypher).single().get(0).asLong();
        }
    }

    @Test
    void eightConcurrentRemembers_withOneIdempotencyKey_storeOneMemory_andReplayItSevenTimes() throws Exception {
        String body = "{\"content\": \"Invoice 4471 was paid on Monday.\", \"idempotency_key\": \"invoice-4471\"}";
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Reply>> replies = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            replies.add(pool.submit(() -> {
                start.await();
                return api.post("/v1/memories", body);
            }));
        }
        start.countDown();
        List<Integer> statuses = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (Future<Reply> reply : replies) {
            Reply r = reply.get();
            statuses.add(r.status());
            ids.add(r.string("id"));
        }
        pool.shutdown();

        assertThat(statuses).containsOnly(201, 200);
        assertThat(statuses.stream().filter(s -> s == 201)).hasSize(1);
        assertThat(ids).doesNotContainNull().containsOnly(ids.getFirst());
        assertThat(count("MATCH (m:Memory) RETURN count(m)")).isEqualTo(1);
    }

    @Test
    void recall_ofFifteenHundredDistinctWords_answers200() {
        remember("{\"content\": \"word7 appears in this memory about the harbour.\"}");
        String query = IntStream.range(0, 1_500).mapToObj(i -> "word" + i).collect(Collectors.joining(" "));

        Reply reply = api.post("/v1/recall", "{\"query\": \"" + query + "\", \"threshold\": 0}");

        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.node("results").size()).isPositive();
    }

    @Test
    void writingRequests_datedInTheFuture_answer400NamingAt_whileAReadOnlyRecallMayLookAhead() {
        remember("{\"content\": \"The lease ends in March.\"}");
        String future = Instant.now().plus(Duration.ofDays(10)).toString();

        Reply sweep = api.post("/v1/consolidate", "{\"at\": \"" + future + "\"}");
        Reply boosting = api.post("/v1/recall", "{\"query\": \"lease\", \"at\": \"" + future + "\"}");
        Reply readOnly = api.post("/v1/recall", "{\"query\": \"lease\", \"at\": \"" + future + "\", \"boost\": false}");

        assertThat(sweep.status()).isEqualTo(400);
        assertThat(sweep.errorField()).isEqualTo("at");
        assertThat(boosting.status()).isEqualTo(400);
        assertThat(boosting.errorField()).isEqualTo("at");
        assertThat(readOnly.status()).isEqualTo(200);
        assertThat(count("MATCH (m:Memory) WHERE m.access_count > 0 RETURN count(m)")).isZero();
    }

    @Test
    void delete_removesTheEntitiesOnlyThatMemoryNamed_andKeepsSharedOnes() {
        String leaving = remember("{\"content\": \"Email Priya at priya@example.org about Lisbon.\"}");
        remember("{\"content\": \"Lisbon is sunny in May.\"}");
        assertThat(count("MATCH (e:Entity) WHERE e.key CONTAINS 'priya' RETURN count(e)")).isPositive();

        assertThat(api.delete("/v1/memories/" + leaving).status()).isEqualTo(200);

        assertThat(count("MATCH (e:Entity) WHERE e.key CONTAINS 'priya' RETURN count(e)")).isZero();
        assertThat(count("MATCH (e:Entity {key: 'lisbon'}) RETURN count(e)")).isEqualTo(1);
        assertThat(count("MATCH (e:Entity) WHERE NOT EXISTS { (e)<-[:MENTIONS]-() } RETURN count(e)")).isZero();
    }

    @Test
    void refusedSweep_409_namesNoHostOrProcess() {
        try (var session = SharedNeo4j.driver().session()) {
            session.run("CREATE (:SweepLock {namespace: 'default', owner: '4242@build-host-7/abc',"
                    + " acquired_at: $now, expires_at: $until})", Map.of("now", Instant.now().atZone(ZoneOffset.UTC),
                    "until", Instant.now().plus(Duration.ofMinutes(5)).atZone(ZoneOffset.UTC))).consume();
        }

        Reply reply = api.post("/v1/consolidate", "{}");

        assertThat(reply.status()).isEqualTo(409);
        assertThat(reply.text()).doesNotContain("build-host-7", "4242");
    }

    @Test
    void failingEmbedder_503_namesNoServerAddress() {
        HttpResponse<ErrorBody> response = new UnexpectedErrorHandler().handle(HttpRequest.POST("/v1/recall", ""),
                new EmbeddingFailure("POST http://10.1.2.3:11434/v1/embeddings failed: connection refused"));

        assertThat(response.code()).isEqualTo(503);
        assertThat(response.body().error().message()).doesNotContain("10.1.2.3", "11434");
    }
}
