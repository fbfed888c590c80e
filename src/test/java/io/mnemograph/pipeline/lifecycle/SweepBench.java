package io.mnemograph.pipeline.lifecycle;

import ch.qos.logback.classic.Level;
import io.mnemograph.model.Consolidation;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.slf4j.LoggerFactory;

/**
 * Throughput of the consolidation sweep on one large namespace (docs/lifecycle.md, "Measured"). Not part of the
 * suite (the class name does not end in Test, and it only runs when the size is given):
 * <pre>
 *   mvn -q -B test -Dtest=SweepBench -Dsurefire.failIfNoSpecifiedTests=false -Dmnemograph.bench.sweep.size=100000
 * </pre>
 * The population, created with Cypher UNWIND (embeddings: one random unit vector, slightly perturbed per memory):
 * 10% expired, 30% unused for 60 to 120 days (cooled), 10% used in 3 sessions (promoted), 10% recalled 12 hours
 * ago (promoted by score), 40% recalled 10 to 30 days ago (unchanged); two associations per memory, half last
 * co-retrieved 400 days ago (pruned), half 30 days ago (decayed). The result goes to the log and to
 * {@code target/sweep-bench.txt}.
 */
@MnemographTest
@EnabledIfSystemProperty(named = "mnemograph.bench.sweep.size", matches = "\\d+")
class SweepBench {

    private static final Instant AT = Instant.parse("2024-06-01T00:00:00Z");
    private static final int CHUNK = 5_000;
    private static final int DIMENSIONS = 384;

    @Inject
    ConsolidationPipeline pipeline;

    @Test
    void sweep() throws IOException {
        int size = Integer.getInteger("mnemograph.bench.sweep.size");
        ((ch.qos.logback.classic.Logger) LoggerFactory.getLogger(ConsolidationPipeline.class)).setLevel(Level.DEBUG);
        long createStart = System.nanoTime();
        populate(size);
        Duration create = Duration.ofNanos(System.nanoTime() - createStart);

        String loadBefore = loadAverage();
        Consolidation first = pipeline.consolidate("bench", AT);
        Consolidation repeat = pipeline.consolidate("bench", AT);
        Consolidation hourLater = pipeline.consolidate("bench", AT.plus(Duration.ofHours(1)));
        String loadAfter = loadAverage();

        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "sweep bench: %,d memories, %,d associations, created in %d s, %d cores, %s",
                size,
                2L * size - 8,
                create.toSeconds(),
                Runtime.getRuntime().availableProcessors(),
                Runtime.version()));
        lines.add(line("first sweep (changes everything)", size, first));
        lines.add(line("same instant again (no change)", size, repeat));
        lines.add(line("one hour later (edges re-decayed)", size, hourLater));
        lines.add("load average (1, 5, 15 min) before: " + loadBefore + "; after: " + loadAfter);
        lines.forEach(System.out::println);
        Files.write(Path.of("target", "sweep-bench.txt"), lines);
    }

    private static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static String line(String label, int size, Consolidation c) {
        double seconds = c.duration().toNanos() / 1e9;
        return String.format(
                Locale.ROOT,
                "%-36s %8.1f s  %,9.0f memories/s  expired %,d, promoted %,d, cooled %,d,"
                        + " edges pruned %,d, edges decayed %,d",
                label,
                seconds,
                size / seconds,
                c.expired(),
                c.promoted(),
                c.cooled(),
                c.edgesPruned(),
                c.edgesDecayed());
    }

    static void populate(int size) {
        Random random = new Random(42);
        double[] base = new double[DIMENSIONS];
        double norm = 0;
        for (int j = 0; j < DIMENSIONS; j++) {
            base[j] = random.nextGaussian();
            norm += base[j] * base[j];
        }
        List<Double> vector = new ArrayList<>();
        for (double v : base) {
            vector.add(v / Math.sqrt(norm));
        }
        try (var session = SharedNeo4j.driver().session()) {
            for (int from = 0; from < size; from += CHUNK) {
                session.run(
                                """
                        UNWIND range($from, $to) AS i
                        WITH i, i % 10 AS kind
                        CREATE (m:Memory:Hot {
                          id: 'bench-' + right('0000000' + toString(i), 8), namespace: 'bench',
                          content: 'bench memory ' + i, scope: 'global', kind: 'note',
                          created_at: $at - duration({days: 150}), updated_at: $at - duration({days: 150}),
                          last_accessed_at: CASE
                            WHEN kind <= 3 THEN $at - duration({days: 60 + i % 60})
                            WHEN kind = 4 THEN $at - duration({days: 100})
                            WHEN kind = 5 THEN $at - duration({hours: 12})
                            ELSE $at - duration({days: 10 + i % 20}) END,
                          access_count: CASE WHEN kind = 4 THEN 2 WHEN kind >= 5 THEN 1 ELSE 0 END,
                          stability: 0.0, strength: 1.0, weight: 1.0, importance: 1.0,
                          session_ids: CASE WHEN kind = 4 THEN ['s1', 's2', 's3'] ELSE [] END,
                          expires_at: CASE WHEN kind = 0 THEN $at - duration({days: 1}) ELSE null END,
                          embedding: [j IN range(0, size($base) - 1) | $base[j] + 0.02 * sin(i * 0.37 + j)]
                        })
                        """,
                                Map.of(
                                        "from",
                                        from,
                                        "to",
                                        Math.min(size, from + CHUNK) - 1,
                                        "at",
                                        AT.atZone(ZoneOffset.UTC),
                                        "base",
                                        vector))
                        .consume();
            }
            for (int from = 0; from < size; from += CHUNK) {
                session.run(
                                """
                        UNWIND range($from, $to) AS i
                        UNWIND [1, 7] AS back
                        WITH i, back WHERE i - back >= 0
                        MATCH (a:Memory {id: 'bench-' + right('0000000' + toString(i), 8)}),
                              (b:Memory {id: 'bench-' + right('0000000' + toString(i - back), 8)})
                        CREATE (a)-[:ASSOCIATED {weight: 0.5, kind: 'semantic', created_at: $at - duration({days: 400}),
                          last_co_retrieval: CASE WHEN back = 1 THEN $at - duration({days: 400})
                                                  ELSE $at - duration({days: 30}) END}]->(b)
                        """,
                                Map.of(
                                        "from",
                                        from,
                                        "to",
                                        Math.min(size, from + CHUNK) - 1,
                                        "at",
                                        AT.atZone(ZoneOffset.UTC)))
                        .consume();
            }
        }
    }
}
