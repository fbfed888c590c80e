package io.mnemograph.api.harden;

import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

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
                    return api.post("/v1/memories",
                            "{\"content\": \"Caroline moved to Lisbon in May.\", \"idempotency_key\": \"turn-42\"}");
                }));
            }
            start.countDown();
            List<ApiClient.Reply> answered = new ArrayList<>();
            for (Future<ApiClient.Reply> reply : replies) {
                answered.add(reply.get());
            }
            assertThat(answered).extracting(ApiClient.Reply::status)
                    .as(answered.stream().map(ApiClient.Reply::text).collect(Collectors.joining("\n")))
                    .containsOnly(201, 200)
                    .filteredOn(status -> status == 201).hasSize(1);
            assertThat(answered).extracting(reply -> reply.string("id")).containsOnly(answered.getFirst().string("id"));
            assertThat(answered.stream().filter(r -> r.status() == 200))
                    .allSatisfy(r -> assertThat(r.node("replayed").getBooleanValue()).isTrue());
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
}
