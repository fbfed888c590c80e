package io.mnemograph.pipeline.reembed;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.api.health.EmbeddingHealthIndicator;
import io.mnemograph.core.Cosine;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.model.ChannelCoverage;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.testing.GraphSnapshot;
import io.mnemograph.testing.JsonHttp;
import io.mnemograph.tools.bench.SentenceGenerator;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Record;
import reactor.core.publisher.Mono;

/**
 * The online re-embedding job brings a database made with the primary channel only to the bge channel: every memory
 * (hot and cold, every namespace) gets the bge vector of its content, and nothing the user stored changes. The
 * service runs in this JVM on its own embedded Neo4j (a temporary data directory), first with MiniLM only, then with
 * {@code mnemograph.embedding.channels=bge}.
 */
class ReembedJobTest {

    @TempDir
    Path dataDir;

    private ApplicationContext start(Map<String, Object> extra) {
        Map<String, Object> settings = new HashMap<>(Map.of(
                "mnemograph.neo4j.uri",
                "",
                "mnemograph.embedded.data-dir",
                dataDir.toString(),
                "mnemograph.embedded.bolt-port",
                0,
                "mnemograph.embedded.http-port",
                0,
                "mnemograph.embedded.browser",
                false,
                "mnemograph.embedded.gds",
                false));
        settings.putAll(extra);
        return ApplicationContext.run(EmbeddedServer.class, settings).getApplicationContext();
    }

    private static Driver driver(ApplicationContext context) {
        return context.getBean(Neo4jConnection.class).driver();
    }

    @Test
    void job_onAPrimaryOnlyDatabase_fillsEveryMemorysBgeVectorAndChangesNothingElse() throws Exception {
        List<String> before;
        long memories;
        try (ApplicationContext made = start(Map.of())) {
            JsonHttp http = new JsonHttp(made.getBean(EmbeddedServer.class).getURI());
            List<String> sentences = new SentenceGenerator(47).statements(60);
            for (String namespace : List.of("alice", "bob")) {
                int from = namespace.equals("alice") ? 0 : 30;
                List<Map<String, Object>> batch = sentences.subList(from, from + 25).stream()
                        .map(s -> Map.<String, Object>of(
                                "content", s, "session_id", namespace + "-s1", "occurred_at", "2023-01-01T00:00:00Z"))
                        .toList();
                JsonHttp.Reply stored =
                        http.post("/v1/memories/batch", Map.of("namespace", namespace, "memories", batch));
                assertThat(stored.status()).as("%s", stored.body()).isEqualTo(201);
            }
            JsonHttp.Reply one = http.post(
                    "/v1/memories", Map.of("namespace", "alice", "content", sentences.get(55), "session_id", "a2"));
            assertThat(one.status()).as("%s", one.body()).isEqualTo(201);
            JsonHttp.Reply patched = http.patch(
                    "/v1/memories/" + one.body().get("id").asText(),
                    Map.of("namespace", "alice", "content", sentences.get(56)));
            assertThat(patched.status()).as("%s", patched.body()).isEqualTo(200);
            // bob's memories from 2023, swept as of mid-2025, cool to the cold tier
            JsonHttp.Reply swept =
                    http.post("/v1/consolidate", Map.of("namespace", "bob", "at", "2025-06-01T00:00:00Z"));
            assertThat(swept.status()).as("%s", swept.body()).isEqualTo(200);
            before = GraphSnapshot.of(driver(made));
            memories = count(driver(made), "MATCH (m:Memory) RETURN count(m) AS n");
            assertThat(count(driver(made), "MATCH (m:Cold) RETURN count(m) AS n"))
                    .as("cold memories")
                    .isPositive();
            assertThat(count(driver(made), "MATCH ()-[e]->() RETURN count(e) AS n"))
                    .as("edges")
                    .isGreaterThan(memories);
        }
        assertThat(memories).isEqualTo(51);

        try (ApplicationContext context = start(Map.of(
                "mnemograph.embedding.channels", "bge",
                "mnemograph.embedding.reembed.batch", 16,
                "mnemograph.embedding.reembed.per-second", 10_000))) {
            assertThat(context.getBean(ReembedJob.class).awaitFinished(Duration.ofMinutes(10)))
                    .as("the job finished")
                    .isTrue();
            Driver db = driver(context);
            assertThat(GraphSnapshot.of(db)).isEqualTo(before);

            EmbeddingChannel bge =
                    context.getBean(EmbeddingChannels.class).further().getFirst();
            List<Record> rows = db.executableQuery(
                            "MATCH (m:Memory) RETURN m.content AS content, m.embedding_bge AS vector ORDER BY m.id")
                    .execute()
                    .records();
            assertThat(rows).hasSize((int) memories);
            List<float[]> fresh = bge.provider()
                    .embedAll(
                            rows.stream().map(r -> r.get("content").asString()).toList());
            for (int i = 0; i < rows.size(); i++) {
                assertThat(rows.get(i).get("vector").isNull())
                        .as("memory %d has a bge vector", i)
                        .isFalse();
                List<Double> stored = rows.get(i).get("vector").asList(v -> v.asDouble());
                float[] vector = new float[stored.size()];
                for (int d = 0; d < vector.length; d++) {
                    vector[d] = stored.get(d).floatValue();
                }
                assertThat(Cosine.similarity(vector, fresh.get(i)))
                        .as("memory %d's bge vector is its content's", i)
                        .isGreaterThan(0.9999);
            }

            assertThat(context.getBean(ChannelCoverages.class).current())
                    .containsExactly(Map.entry("bge", new ChannelCoverage(memories, 0)));
            assertThat(context.getBean(MeterRegistry.class)
                            .get("mnemograph.channel.memories.missing")
                            .tag("channel", "bge")
                            .gauge()
                            .value())
                    .isZero();
            var health = Mono.from(
                            context.getBean(EmbeddingHealthIndicator.class).getResult())
                    .block();
            assertThat(((Map<?, ?>) health.getDetails()).get("channels"))
                    .isEqualTo(Map.of("bge", Map.of("embedded", memories, "missing", 0L)));
        }
    }

    private static long count(Driver db, String statement) {
        return db.executableQuery(statement)
                .execute()
                .records()
                .getFirst()
                .get("n")
                .asLong();
    }
}
