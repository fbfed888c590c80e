package io.mnemograph.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.Application;
import io.mnemograph.core.Cosine;
import io.mnemograph.embedding.InProcessModel;
import io.mnemograph.embedding.OnnxEmbeddingProvider;
import io.mnemograph.testing.ChildJvm;
import io.mnemograph.testing.GraphSnapshot;
import io.mnemograph.testing.JsonHttp;
import io.mnemograph.testing.ServiceProcess;
import io.mnemograph.tools.bench.SentenceGenerator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Record;

/**
 * {@code bin/mnemograph reembed} as a user runs it, in its own JVM, on a MiniLM-only data directory of a few hundred
 * memories: SIGKILLed once its progress bar shows some memories done, then run again, it completes the bge channel
 * (every memory gets the bge vector of its content) and nothing the user stored changes.
 */
class ReembedCommandIT {

    private static final int MEMORIES = 300;
    private static final Pattern PROGRESS = Pattern.compile("bge\\s+\\d+%.*?(\\d+)/(\\d+)");
    private static final Pattern DONE = Pattern.compile("reembed done: bge (\\d+) memories embedded");

    @TempDir
    Path dataDir;

    private Process reembed() throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xmx1g", ServiceProcess.CHILD_JIT));
        command.addAll(ChildJvm.classpath());
        command.addAll(List.of(
                "-Dmnemograph.neo4j.uri=",
                "-Dmnemograph.embedded.data-dir=" + dataDir,
                "-Dmnemograph.embedding.channels=bge",
                Application.class.getName(),
                "reembed",
                "--batch",
                "8"));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    /** Reads {@code process}'s output into {@code into} as it comes. */
    private static Thread drain(Process process, StringBuffer into) {
        return Thread.ofPlatform().daemon().start(() -> {
            try (InputStream in = process.getInputStream()) {
                byte[] buffer = new byte[4096];
                for (int n; (n = in.read(buffer)) > 0; ) {
                    into.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                }
            } catch (IOException ignored) {
                // the process was killed
            }
        });
    }

    @Test
    void reembed_killedMidwayAndRunAgain_fillsTheBgeChannelAndChangesNothingElse() throws Exception {
        List<String> sentences = new SentenceGenerator(4711).statements(MEMORIES);
        List<String> before;
        try (ServiceProcess made = ServiceProcess.embedded(dataDir);
                Driver db = made.driver(dataDir)) {
            JsonHttp http = new JsonHttp(made.api());
            for (int b = 0; b < MEMORIES / 50; b++) {
                int batch = b;
                String namespace = b % 2 == 0 ? "alice" : "bob";
                List<Map<String, Object>> memories = sentences.subList(batch * 50, (batch + 1) * 50).stream()
                        .map(s -> Map.<String, Object>of("content", s, "session_id", namespace + "-" + batch / 2))
                        .toList();
                JsonHttp.Reply stored =
                        http.post("/v1/memories/batch", Map.of("namespace", namespace, "memories", memories));
                assertThat(stored.status()).as("%s", stored.body()).isEqualTo(201);
            }
            before = GraphSnapshot.of(db);
        }

        StringBuffer killedOutput = new StringBuffer();
        Process first = reembed();
        Thread drained = drain(first, killedOutput);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
        int doneWhenKilled = 0;
        while (first.isAlive() && System.nanoTime() < deadline) {
            Matcher progress = PROGRESS.matcher(killedOutput);
            while (progress.find()) {
                doneWhenKilled = Integer.parseInt(progress.group(1));
            }
            if (doneWhenKilled >= 16) {
                first.destroyForcibly();
                break;
            }
            Thread.sleep(50);
        }
        assertThat(first.waitFor(60, TimeUnit.SECONDS)).isTrue();
        drained.join();
        assertThat(doneWhenKilled).as(killedOutput.toString()).isBetween(16, MEMORIES - 1);

        StringBuffer output = new StringBuffer();
        Process second = reembed();
        drain(second, output).join();
        assertThat(second.waitFor()).as(output.toString()).isZero();
        Matcher done = DONE.matcher(output);
        assertThat(done.find()).as(output.toString()).isTrue();
        assertThat(Integer.parseInt(done.group(1)))
                .as("the second run embeds only what the first left")
                .isPositive()
                .isLessThan(MEMORIES);

        try (ServiceProcess after = ServiceProcess.embedded(dataDir, "-Dmnemograph.embedding.channels=bge");
                Driver db = after.driver(dataDir)) {
            assertThat(GraphSnapshot.of(db)).isEqualTo(before);
            List<Record> rows = db.executableQuery(
                            "MATCH (m:Memory) RETURN m.content AS content, m.embedding_bge AS vector")
                    .execute()
                    .records();
            assertThat(rows).hasSize(MEMORIES);
            List<float[]> fresh = new OnnxEmbeddingProvider(InProcessModel.BGE, 1)
                    .embedAll(
                            rows.stream().map(r -> r.get("content").asString()).toList());
            for (int i = 0; i < rows.size(); i++) {
                assertThat(rows.get(i).get("vector").isNull())
                        .as("memory %d", i)
                        .isFalse();
                List<Double> stored = rows.get(i).get("vector").asList(v -> v.asDouble());
                float[] vector = new float[stored.size()];
                for (int d = 0; d < vector.length; d++) {
                    vector[d] = stored.get(d).floatValue();
                }
                assertThat(Cosine.similarity(vector, fresh.get(i)))
                        .as("memory %d", i)
                        .isGreaterThan(0.9999);
            }
        }
    }
}
