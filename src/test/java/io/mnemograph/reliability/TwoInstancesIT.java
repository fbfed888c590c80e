package io.mnemograph.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mnemograph.testing.JsonHttp;
import io.mnemograph.testing.ServiceProcess;
import io.mnemograph.tools.bench.SentenceGenerator;
import io.mnemograph.tools.soak.SoakReport;
import io.mnemograph.tools.soak.SoakRun;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Two service processes on one database (issue 20 item 5, docs/reliability.md): the first runs the embedded Neo4j,
 * the second connects to its Bolt port with the generated password. A remember acknowledged by one is read and
 * recalled by the other at once; a soak spread over both, with sweeps running on both meanwhile, loses no boost; two
 * sweeps of one namespace started on both at the same moment never both run.
 */
class TwoInstancesIT {

    private static final Logger LOG = LoggerFactory.getLogger(TwoInstancesIT.class);
    /** Both instances sweep one memory per page, so a sweep of a few hundred memories lasts seconds. */
    private static final String[] SETTINGS = {"-Dmnemograph.lifecycle.batch-size=1"};

    @TempDir
    static Path tmp;

    private static ServiceProcess first;
    private static ServiceProcess second;

    @BeforeAll
    static void startBoth() throws Exception {
        Path data = tmp.resolve("data");
        first = ServiceProcess.embedded(data, SETTINGS);
        second = ServiceProcess.sharing(first, data, tmp.resolve("second"), SETTINGS);
        for (ServiceProcess instance : List.of(first, second)) {
            warmUp(new JsonHttp(instance.api()));
        }
    }

    /** A remember and a recall, so the soak's clients do not all meet a cold model and cold query plans. */
    private static void warmUp(JsonHttp http) throws Exception {
        JsonHttp.Reply stored = http.post(
                "/v1/memories", Map.of("namespace", "twin-warm-up", "content", "Both instances are warm now"));
        assertThat(stored.status()).as("%s", stored.body()).isEqualTo(201);
        JsonHttp.Reply recall = http.post("/v1/recall", Map.of("namespace", "twin-warm-up", "query", "warm"));
        assertThat(recall.status()).as("%s", recall.body()).isEqualTo(200);
    }

    @AfterAll
    static void stopBoth() throws InterruptedException {
        if (second != null) {
            second.close();
        }
        if (first != null) {
            first.close();
        }
    }

    @Test
    void rememberOnOne_isReadAndRecalledOnTheOtherAtOnce() throws Exception {
        List<String> sentences = new SentenceGenerator(3).statements(20);
        for (int i = 0; i < sentences.size(); i++) {
            ServiceProcess writer = i % 2 == 0 ? first : second;
            ServiceProcess reader = i % 2 == 0 ? second : first;
            JsonHttp.Reply stored = new JsonHttp(writer.api())
                    .post("/v1/memories", Map.of("namespace", "twin-ryw", "content", sentences.get(i)));
            assertThat(stored.status()).as("%s", stored.body()).isEqualTo(201);
            String id = stored.body().get("id").asText();

            JsonHttp other = new JsonHttp(reader.api());
            JsonHttp.Reply got = other.get("/v1/memories/" + id + "?namespace=twin-ryw");
            JsonHttp.Reply recall = other.post(
                    "/v1/recall",
                    Map.of(
                            "namespace",
                            "twin-ryw",
                            "query",
                            sentences.get(i),
                            "limit",
                            3,
                            "threshold",
                            0,
                            "boost",
                            false));

            assertThat(got.status())
                    .as("memory %d stored on one instance is read on the other", i)
                    .isEqualTo(200);
            assertThat(ids(recall.body())).as("and recalled there").contains(id);
        }
    }

    @Test
    void soakOverBothWithSweeps_losesNoBoostAndNoMemory() throws Exception {
        String namespace = "twin-soak";
        AtomicBoolean soaking = new AtomicBoolean(true);
        List<Integer> sweepAnswers = new CopyOnWriteArrayList<>();
        ExecutorService sweeper = Executors.newSingleThreadExecutor();
        Future<?> sweeps = sweeper.submit(() -> {
            for (int i = 0; soaking.get(); i++) {
                ServiceProcess instance = i % 2 == 0 ? first : second;
                sweepAnswers.add(new JsonHttp(instance.api())
                        .post("/v1/consolidate", Map.of("namespace", namespace))
                        .status());
                Thread.sleep(200);
            }
            return null;
        });
        SoakReport report;
        try {
            // a request timeout of 2 minutes: on a shared machine under load a slow answer is not a lost one
            report = new SoakRun(new SoakRun.Options(
                            List.of(first.api(), second.api()),
                            null,
                            namespace,
                            8,
                            Duration.ofSeconds(12),
                            0.5,
                            5,
                            5,
                            Duration.ofMinutes(2),
                            Duration.ZERO))
                    .run();
        } finally {
            soaking.set(false);
            sweeps.get(3, TimeUnit.MINUTES);
            sweeper.shutdown();
        }
        LOG.info("two-instance soak:\n{}sweeps answered {}", report.format(), sweepAnswers);

        assertThat(report.remembers()).isPositive();
        assertThat(report.recalls()).isPositive();
        assertThat(report.clean()).as(report.format()).isTrue();
        assertThat(sweepAnswers).isNotEmpty().allMatch(status -> status == 200 || status == 409);
    }

    @Test
    void sweepsStartedOnBothAtOnce_onlyOneRuns_andItDoesAllTheWork() throws Exception {
        String namespace = "twin-sweep";
        int total = 300;
        List<String> sentences = new SentenceGenerator(13).statements(total);
        for (int from = 0; from < total; from += 150) {
            List<Map<String, Object>> memories = sentences.subList(from, from + 150).stream()
                    .map(s -> Map.<String, Object>of("content", s, "occurred_at", "2023-01-01T00:00:00Z"))
                    .toList();
            JsonHttp.Reply stored = new JsonHttp(first.api())
                    .post("/v1/memories/batch", Map.of("namespace", namespace, "memories", memories));
            assertThat(stored.status()).as("%s", stored.body()).isEqualTo(201);
        }
        // as of mid-2025, a replay before their arrival: every memory from 2023 is forgotten to cold storage
        Map<String, Object> sweep = Map.of("namespace", namespace, "at", "2025-06-01T00:00:00Z");
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService both = Executors.newFixedThreadPool(2);
        List<Future<JsonHttp.Reply>> answers = new ArrayList<>();
        for (ServiceProcess instance : List.of(first, second)) {
            JsonHttp http = new JsonHttp(instance.api());
            answers.add(both.submit(() -> {
                start.await();
                return http.post("/v1/consolidate", sweep);
            }));
        }
        start.countDown();
        List<JsonHttp.Reply> replies = new ArrayList<>();
        for (Future<JsonHttp.Reply> answer : answers) {
            replies.add(answer.get(5, TimeUnit.MINUTES));
        }
        both.shutdown();
        LOG.info(
                "sweeps at once: {} {} / {} {}",
                replies.get(0).status(),
                replies.get(0).body(),
                replies.get(1).status(),
                replies.get(1).body());

        assertThat(replies).extracting(JsonHttp.Reply::status).containsExactlyInAnyOrder(200, 409);
        JsonHttp.Reply ran =
                replies.stream().filter(r -> r.status() == 200).findFirst().orElseThrow();
        assertThat(ran.body().get("cooled").asLong()).isEqualTo(total);
        JsonHttp.Reply refused =
                replies.stream().filter(r -> r.status() == 409).findFirst().orElseThrow();
        assertThat(refused.body().toString()).contains("another consolidation sweep");
    }

    private static List<String> ids(JsonNode recall) {
        List<String> ids = new ArrayList<>();
        recall.get("results").forEach(r -> ids.add(r.get("id").asText()));
        return ids;
    }
}
