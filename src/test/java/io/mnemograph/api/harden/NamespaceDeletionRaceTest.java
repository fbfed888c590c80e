package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionConfig;

/**
 * {@code DELETE /v1/namespaces/{ns}} racing writes to the namespace (issue 33, finding 8): every memory that survives
 * is whole, with its session and its entities, or it is gone; no write answers a 5xx. The first test races by luck,
 * the second holds a session of the namespace in its own transaction so a remember meets the deletion halfway.
 */
@MnemographTest
class NamespaceDeletionRaceTest extends ApiTest {

    private static final String NS = "racing";
    private static final String WRITE = "{\"content\": \"note %d of the trip\", \"namespace\": \"" + NS + "\","
            + " \"session_id\": \"%s\", \"entities\": [\"Caroline\", \"Lisbon %d\"]}";

    private ApiClient.Reply deleteNamespace() {
        var response = http.toBlocking()
                .exchange(
                        HttpRequest.DELETE("/v1/namespaces/" + NS, "{\"confirm\": \"" + NS + "\"}")
                                .contentType(MediaType.APPLICATION_JSON_TYPE),
                        String.class);
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
                    .filter(r ->
                            r.get("sessions").asLong() != 1 || r.get("entities").asLong() != 2)
                    .map(Record::asMap)
                    .map(Object::toString)
                    .toList();
        }
    }

    /** The transactions that others wait for (SHOW TRANSACTIONS: status "Blocked by: [id, id]"), once per waiter. */
    private static List<String> waitedFor() {
        try (var session = SharedNeo4j.driver().session()) {
            return session
                    .run("SHOW TRANSACTIONS YIELD status WHERE status STARTS WITH 'Blocked by' RETURN status")
                    .list(r -> r.get("status").asString())
                    .stream()
                    .flatMap(status -> Stream.of(status.substring(status.indexOf('[') + 1, status.lastIndexOf(']'))
                            .split(", ")))
                    .toList();
        }
    }

    /** The id of this test's transaction that carries {@code marker} in its metadata. */
    private static String transactionMarked(String marker) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(
                            "SHOW TRANSACTIONS YIELD transactionId, metaData WHERE metaData.test = $marker"
                                    + " RETURN transactionId",
                            Map.of("marker", marker))
                    .single()
                    .get("transactionId")
                    .asString();
        }
    }

    /** Waits until {@code done} holds, at most two minutes (a guard against a hang, not a measure of speed). */
    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        long giveUpAt = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!done.getAsBoolean()) {
            assertThat(System.nanoTime()).as("still waiting: " + what).isLessThan(giveUpAt);
            Thread.sleep(20);
        }
    }

    /**
     * A remember that arrives while the deletion is under way, into a session the deletion has not reached yet. The
     * namespace holds two sessions whose memories were forgotten (a session outlives its memories); this test locks
     * the one the deletion meets first, in its own transaction, and waits until the deletion waits for it. Then it
     * remembers into the other session and waits until that remember has answered or waits for a lock too, and only
     * then lets the deletion go on. Whatever the order, the new memory must end whole or deleted.
     */
    @Test
    void deleteNamespace_aRememberIntoASessionTheDeletionHasNotReachedYet_leavesItWholeOrGone() throws Exception {
        for (String session : List.of("a-held", "b-written")) {
            String id = remember(String.format(WRITE, 1, session, 1));
            ApiClient.Reply forgotten = api.delete("/v1/memories/" + id + "?namespace=" + NS);
            assertThat(forgotten.status()).as(forgotten.text()).isEqualTo(200);
        }
        List<String> sessions;
        try (var session = SharedNeo4j.driver().session()) {
            sessions = session.run("MATCH (n:Session) WHERE n.namespace = $ns RETURN n.id AS id", Map.of("ns", NS))
                    .list(r -> r.get("id").asString());
        }
        assertThat(sessions).as("the forgotten memories' sessions").hasSize(2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (var session = SharedNeo4j.driver().session();
                var held = session.beginTransaction(TransactionConfig.builder()
                        .withMetadata(Map.of("test", "held-session"))
                        .build())) {
            held.run(
                            "MATCH (s:Session {namespace: $ns, id: $id}) SET s._held = true REMOVE s._held",
                            Map.of("ns", NS, "id", sessions.getFirst()))
                    .consume();
            String holder = transactionMarked("held-session");
            Future<ApiClient.Reply> deletion = pool.submit(this::deleteNamespace);
            await("the deletion waits for the held session", () -> waitedFor().contains(holder));
            Future<ApiClient.Reply> write =
                    pool.submit(() -> api.post("/v1/memories", String.format(WRITE, 2, sessions.getLast(), 2)));
            await(
                    "the remember answers or waits for the deletion",
                    () -> write.isDone() || waitedFor().stream().anyMatch(waited -> !waited.equals(holder)));
            held.rollback();
            ApiClient.Reply deleted = deletion.get();
            assertThat(deleted.status()).as(deleted.text()).isEqualTo(200);
            ApiClient.Reply written = write.get();
            assertThat(written.status()).as(written.text()).isIn(201, 503);
        } finally {
            pool.shutdownNow();
        }
        assertThat(broken())
                .as("memories that survived the deletion without all their edges")
                .isEmpty();
    }

    @Test
    void deleteNamespace_racingRemembers_leavesEverySurvivingMemoryWhole() throws Exception {
        for (int chunk = 0; chunk < 4; chunk++) {
            int from = chunk * 100;
            String items = IntStream.range(from, from + 100)
                    .mapToObj(i -> String.format(WRITE, i, "s" + i % 7, i % 50))
                    .collect(Collectors.joining(", "));
            ApiClient.Reply filled =
                    api.post("/v1/memories/batch", "{\"namespace\": \"" + NS + "\", \"memories\": [" + items + "]}");
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
                        answers.add(api.post("/v1/memories", String.format(WRITE, n, "s" + n % 7, n % 50))
                                .status());
                    }
                    return answers;
                }));
            }
            start.countDown();
            ApiClient.Reply deletion = deleteNamespace();
            deleted.set(true);
            assertThat(deletion.status()).as(deletion.text()).isEqualTo(200);
            for (Future<List<Integer>> writer : statuses) {
                assertThat(writer.get())
                        .as("every write answers")
                        .allSatisfy(status -> assertThat(status).isIn(201, 503));
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(broken())
                .as("memories that survived the deletion without all their edges")
                .isEmpty();
    }
}
