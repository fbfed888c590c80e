package io.mnemograph.api.harden;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code DELETE /v1/namespaces/{ns}} racing writes to the namespace (issue 33, finding 8): every memory that survives
 * is whole, with its session and its entities, or it is gone; no write answers a 5xx.
 */
@MnemographTest
class NamespaceDeletionRaceTest extends ApiTest {

    private static final String NS = "racing";
    private static final String WRITE = "{\"content\": \"note %d of the trip\", \"namespace\": \"" + NS + "\","
            + " \"session_id\": \"s%d\", \"entities\": [\"Caroline\", \"Lisbon %d\"]}";

    private ApiClient.Reply deleteNamespace() {
        var response = http.toBlocking().exchange(HttpRequest.DELETE("/v1/namespaces/" + NS,
                "{\"confirm\": \"" + NS + "\"}").contentType(MediaType.APPLICATION_JSON_TYPE), String.class);
        return new ApiClient.Reply(response.code(), null, response.body());
    }

    /** Memories of the namespace that miss their session or one of their two entities. */
    private static List<String> broken() {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("""
                    MATCH (m:Memory) WHERE m.namespace = $ns
                    RETURN m.id AS id, COUNT { (m)-[:IN_SESSION]->(:Session) } AS sessions,
                           COUNT { (m)-[:MENTIONS]->(:Entity) } AS entities
                    """, Map.of("ns", NS)).list().stream()
                    .filter(r -> r.get("sessions").asLong() != 1 || r.get("entities").asLong() != 2)
                    .map(Record::asMap).map(Object::toString).toList();
        }
    }

    @Test
    void deleteNamespace_racingRemembers_leavesEverySurvivingMemoryWhole() throws Exception {
        for (int chunk = 0; chunk < 4; chunk++) {
            int from = chunk * 100;
            String items = IntStream.range(from, from + 100).mapToObj(i -> String.format(WRITE, i, i % 7, i % 50))
                    .collect(Collectors.joining(", "));
            ApiClient.Reply filled = api.post("/v1/memories/batch", "{\"namespace\": \"" + NS + "\", \"memories\": ["
                    + items + "]}");
            assertThat(filled.status()).as(filled.text()).isEqualTo(201);
        }
        int writers = 3;
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        AtomicBoolean deleted = new AtomicBoolean();
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<List<Integer>>> statuses = new ArrayList<>();
            for (int w = 0; w < writers; w++) {
                int writer = w;
                statuses.add(pool.submit(() -> {
                    start.await();
                    List<Integer> answers = new ArrayList<>();
                    for (int i = 0; !deleted.get() || i < 3; i++) {
                        int n = 1_000 + writer * 1_000 + i;
                        answers.add(api.post("/v1/memories", String.format(WRITE, n, n % 7, n % 50)).status());
                    }
                    return answers;
                }));
            }
            start.countDown();
            ApiClient.Reply deletion = deleteNamespace();
            deleted.set(true);
            assertThat(deletion.status()).as(deletion.text()).isEqualTo(200);
            for (Future<List<Integer>> writer : statuses) {
                assertThat(writer.get()).as("every write answers").allSatisfy(status -> assertThat(status)
                        .isIn(201, 503));
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(broken()).as("memories that survived the deletion without all their edges").isEmpty();
    }
}
