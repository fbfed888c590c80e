package io.mnemograph.pipeline.lifecycle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.context.annotation.Property;
import io.mnemograph.config.LifecycleSettings;
import io.mnemograph.core.AssociationDecay;
import io.mnemograph.core.Lifecycle;
import io.mnemograph.core.MemoryTimeline;
import io.mnemograph.core.PromotionRule;
import io.mnemograph.core.decay.DecayModel;
import io.mnemograph.core.decay.DecayParameters;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.model.Consolidation;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

/**
 * The sweep agrees with {@code core} on every memory and every edge, across many small batches (batch size 7), and
 * two sweeps without the lock never apply anything twice.
 */
@MnemographTest
@Property(name = "mnemograph.lifecycle.batch-size", value = "7")
class ConsolidationSweepTest {

    private static final Instant AT = Instant.parse("2024-06-01T00:00:00Z");
    private static final double FLOOR = 0.05;

    @Inject
    ConsolidationPipeline pipeline;

    @Inject
    LifecycleSettings settings;

    private static List<Record> cypher(String statement, Map<String, Object> params) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(statement, params).list();
        }
    }

    private static ZonedDateTime daysBefore(double days) {
        return AT.minusMillis(Math.round(days * 86_400_000L)).atZone(ZoneOffset.UTC);
    }

    /**
     * Creates memories from rows of {id, created_at, last_accessed_at, access_count, stability, strength, ...}; a row
     * with {@code core} is a core memory promoted at its creation.
     */
    private static void createMemories(List<Map<String, Object>> rows) {
        cypher("""
                UNWIND $rows AS row
                CREATE (m:Memory:Hot {id: row.id, namespace: 'default', content: 'memory ' + row.id,
                  scope: 'global', created_at: row.created_at, updated_at: row.created_at,
                  last_accessed_at: row.last_accessed_at, access_count: row.access_count,
                  stability: row.stability, strength: row.strength, weight: 1.0, importance: 1.0,
                  session_ids: row.session_ids, expires_at: row.expires_at})
                FOREACH (promoted IN CASE WHEN row.core THEN [row.created_at] ELSE [] END |
                  SET m:Core, m.promoted_at = promoted, m.promotion_rule = 'sessions')
                """, Map.of("rows", rows));
    }

    private static Map<String, Object> memory(
            String id,
            double ageDays,
            double idleDays,
            long accessCount,
            double stability,
            double strength,
            int sessions,
            ZonedDateTime expiresAt) {
        Map<String, Object> row = new HashMap<>();
        row.put("id", id);
        row.put("created_at", daysBefore(ageDays));
        row.put("last_accessed_at", daysBefore(idleDays));
        row.put("access_count", accessCount);
        row.put("stability", stability);
        row.put("strength", strength);
        List<String> sessionIds = new ArrayList<>();
        for (int s = 0; s < sessions; s++) {
            sessionIds.add("session-" + s);
        }
        row.put("session_ids", sessionIds);
        row.put("expires_at", expiresAt);
        row.put("core", false);
        return row;
    }

    @Test
    void sweep_everyMemory_getsTheTierCoreLifecycleGivesIt_acrossManyBatches() {
        DecayModel score = DecayPreset.MNEMEX_POWER_LAW.create(DecayParameters.defaults());
        Lifecycle rules = new Lifecycle(settings.lifecycleParameters());
        Random random = new Random(20240601);
        List<Map<String, Object>> rows = new ArrayList<>();
        Map<String, String> expected = new HashMap<>();
        for (int i = 0; i < 300; i++) {
            boolean core = random.nextDouble() < 0.2;
            double idle = core
                    ? random.nextDouble() * 600
                    : random.nextDouble() < 0.2 ? random.nextDouble() * 2 : random.nextDouble() * 90;
            double age = idle + random.nextDouble() * 20;
            long uses = random.nextInt(8);
            double stability = random.nextBoolean() ? 0.0 : random.nextDouble();
            double strength = random.nextDouble() * 2;
            int sessions = random.nextInt(5);
            String id = String.format(Locale.ROOT, "m-%04d", i);
            Map<String, Object> row = memory(id, age, idle, uses, stability, strength, sessions, null);
            row.put("core", core);
            rows.add(row);
            MemoryTimeline timeline = new MemoryTimeline(
                    ((ZonedDateTime) row.get("created_at")).toInstant(),
                    ((ZonedDateTime) row.get("created_at")).toInstant(),
                    ((ZonedDateTime) row.get("last_accessed_at")).toInstant(),
                    uses,
                    stability,
                    strength,
                    core);
            expected.put(id, expectedTier(score, rules, timeline, sessions));
        }
        createMemories(rows);
        assertThat(expected.values())
                .as("every outcome is exercised")
                .contains(
                        "hot",
                        "cold",
                        "core:score",
                        "core:frequent_use",
                        "core:sessions",
                        "core:kept",
                        "cold:was_core",
                        "cold:not_promoted");

        Consolidation done = pipeline.consolidate("default", AT);

        Map<String, String> actual = new HashMap<>();
        for (Record r : cypher(
                "MATCH (m:Memory) RETURN m.id AS id, labels(m) AS labels, m.promotion_rule AS rule,"
                        + " m.promoted_at = $at AS promoted_now, m.was_core AS was_core",
                Map.of("at", AT.atZone(ZoneOffset.UTC)))) {
            List<Object> labels = r.get("labels").asList();
            String tier = labels.contains("Core")
                    ? "core:"
                            + (r.get("promoted_now").asBoolean() ? r.get("rule").asString() : "kept")
                    : labels.contains("Cold") ? (r.get("was_core").asBoolean(false) ? "cold:was_core" : "cold") : "hot";
            actual.put(r.get("id").asString(), tier);
        }
        expected.replaceAll((id, tier) -> tier.equals("cold:not_promoted") ? "cold" : tier);
        assertThat(actual).isEqualTo(expected);
        assertThat(done.cooled())
                .isEqualTo(expected.values().stream()
                        .filter(v -> v.startsWith("cold"))
                        .count());
        for (PromotionRule rule : PromotionRule.values()) {
            String key = "core:" + rule.name().toLowerCase(Locale.ROOT);
            assertThat(done.promotedByRule().get(rule))
                    .as(key)
                    .isEqualTo(expected.values().stream().filter(key::equals).count());
        }
        assertThat(done.promoted())
                .isEqualTo(done.promotedByRule().values().stream()
                        .mapToLong(Long::longValue)
                        .sum());
    }

    /**
     * The tier {@code core} gives a hot memory: promoted by the first rule that holds, unless its score as a core
     * memory is already below the forget score ({@code cold:not_promoted}); else cooled below the forget score on the
     * score of its own tier, a core memory with its core slowdown ({@code cold:was_core}); else unchanged.
     */
    private static String expectedTier(DecayModel score, Lifecycle rules, MemoryTimeline memory, int sessions) {
        double s = score.factor(memory, AT);
        Optional<PromotionRule> rule = rules.promotionRule(s, memory, sessions, AT);
        if (rule.isPresent()) {
            return rules.shouldForget(score.factor(memory.promoted(), AT))
                    ? "cold:not_promoted"
                    : "core:" + rule.get().name().toLowerCase(Locale.ROOT);
        }
        if (rules.shouldForget(s)) {
            return memory.core() ? "cold:was_core" : "cold";
        }
        return memory.core() ? "core:kept" : "hot";
    }

    @Test
    void sweep_pruningInCypher_agreesWithAssociationDecay_withinAMinuteOfTheFloor() {
        AssociationDecay decay = AssociationDecay.defaults();
        List<String> kinds = List.of("semantic", "temporal", "co_recall", "explicit");
        List<Map<String, Object>> memories = new ArrayList<>();
        List<Map<String, Object>> edges = new ArrayList<>();
        Random random = new Random(7);
        for (int i = 0; i < 81; i++) {
            memories.add(memory(String.format(Locale.ROOT, "e-%03d", i), 400, 400, 0, 0, 1, 0, null));
        }
        for (int i = 0; i < 80; i++) {
            double weight = 0.06 + random.nextDouble() * 0.94;
            // idle days at which weight x e^(-days/90) == floor, shifted one minute either way
            double floorDays = decay.timeConstantDays() * Math.log(weight / FLOOR);
            Instant lastCoRetrieval = AT.minusMillis(Math.round(floorDays * 86_400_000L))
                    .plus((i / 4) % 2 == 0 ? 1 : -1, ChronoUnit.MINUTES);
            Map<String, Object> edge = new HashMap<>();
            edge.put("from", String.format(Locale.ROOT, "e-%03d", i + 1));
            edge.put("to", String.format(Locale.ROOT, "e-%03d", i));
            edge.put("weight", weight);
            edge.put("kind", kinds.get(i % 4));
            edge.put("last_co_retrieval", lastCoRetrieval.atZone(ZoneOffset.UTC));
            edges.add(edge);
        }
        createMemories(memories);
        cypher("""
                UNWIND $edges AS edge
                MATCH (a:Memory {id: edge.from}), (b:Memory {id: edge.to})
                CREATE (a)-[:ASSOCIATED {weight: edge.weight, kind: edge.kind, created_at: edge.last_co_retrieval,
                                         last_co_retrieval: edge.last_co_retrieval, key: edge.from}]->(b)
                """, Map.of("edges", edges));

        Consolidation done = pipeline.consolidate("default", AT);

        Map<String, Record> kept = new HashMap<>();
        for (Record r :
                cypher("MATCH ()-[r:ASSOCIATED]->() RETURN r.key AS key, r.decayed_weight AS decayed", Map.of())) {
            kept.put(r.get("key").asString(), r);
        }
        long pruned = 0;
        long below = 0;
        for (Map<String, Object> edge : edges) {
            Duration idle = Duration.between(((ZonedDateTime) edge.get("last_co_retrieval")).toInstant(), AT);
            double decayed = (double) edge.get("weight") * decay.factor(idle);
            boolean belowFloor = decayed < FLOOR;
            below += belowFloor ? 1 : 0;
            boolean prune = belowFloor && !"explicit".equals(edge.get("kind"));
            Record survivor = kept.get((String) edge.get("from"));
            assertThat(survivor == null)
                    .as("edge %s (%s, %.6f)", edge.get("from"), edge.get("kind"), decayed)
                    .isEqualTo(prune);
            if (prune) {
                pruned++;
            } else {
                assertThat(survivor.get("decayed").asDouble()).isCloseTo(decayed, within(1e-12));
            }
        }
        assertThat(below).as("half the edges lie just below the floor").isEqualTo(40);
        assertThat(done.edgesPruned()).isEqualTo(pruned);
        assertThat(done.edgesDecayed()).isEqualTo(edges.size() - pruned);
    }

    @Test
    void sweep_twoUnlockedSweepsAtOnce_neverApplyAnythingTwice() throws Exception {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            String id = String.format(Locale.ROOT, "c-%04d", i);
            switch (i % 4) {
                case 0 -> rows.add(memory(id, 100, 100, 0, 0, 1, 0, daysBefore(1))); // expired
                case 1 -> rows.add(memory(id, 100, 100, 2, 0, 1, 3, null)); // 3 sessions
                default -> rows.add(memory(id, 100, 100, 0, 0, 1, 0, null)); // cools
            }
        }
        createMemories(rows);
        cypher("""
                UNWIND range(0, 398) AS i
                MATCH (a:Memory {id: 'c-' + right('000' + toString(i), 4)}),
                      (b:Memory {id: 'c-' + right('000' + toString(i + 1), 4)})
                CREATE (b)-[:ASSOCIATED {weight: 0.5, kind: 'semantic', created_at: $old,
                                         last_co_retrieval: CASE WHEN i % 2 = 0 THEN $old ELSE $recent END}]->(a)
                """, Map.of("old", daysBefore(365), "recent", daysBefore(10)));
        long edgesOfExpired = cypher(
                        "MATCH (a:Memory)-[r:ASSOCIATED]-(b:Memory) WHERE a.expires_at IS NOT NULL"
                                + " RETURN count(DISTINCT r) AS n",
                        Map.of())
                .getFirst()
                .get("n")
                .asLong();
        long oldEdgesBetweenSurvivors = cypher(
                        "MATCH (a:Memory)-[r:ASSOCIATED]->(b:Memory) WHERE a.expires_at IS NULL"
                                + " AND b.expires_at IS NULL AND r.last_co_retrieval < $cut RETURN count(r) AS n",
                        Map.of("cut", daysBefore(100)))
                .getFirst()
                .get("n")
                .asLong();
        long recentEdgesBetweenSurvivors = cypher(
                        "MATCH (a:Memory)-[r:ASSOCIATED]->(b:Memory) WHERE a.expires_at IS NULL"
                                + " AND b.expires_at IS NULL AND r.last_co_retrieval > $cut RETURN count(r) AS n",
                        Map.of("cut", daysBefore(100)))
                .getFirst()
                .get("n")
                .asLong();
        assertThat(edgesOfExpired + oldEdgesBetweenSurvivors + recentEdgesBetweenSurvivors)
                .isEqualTo(399);

        CountDownLatch start = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        List<Future<Consolidation>> sweeps = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            sweeps.add(threads.submit(() -> {
                start.await();
                return pipeline.sweep("default", AT, () -> {});
            }));
        }
        start.countDown();
        long expired = 0;
        long promoted = 0;
        long cooled = 0;
        long pruned = 0;
        long decayed = 0;
        for (Future<Consolidation> sweep : sweeps) {
            Consolidation done = sweep.get();
            expired += done.expired();
            promoted += done.promoted();
            cooled += done.cooled();
            pruned += done.edgesPruned();
            decayed += done.edgesDecayed();
        }
        threads.shutdown();

        // pruned: 0.5 x e^(-365/90) < 0.05; decayed: 0.5 x e^(-10/90) stays
        assertThat(Map.of(
                        "expired",
                        expired,
                        "promoted",
                        promoted,
                        "cooled",
                        cooled,
                        "pruned",
                        pruned,
                        "decayed",
                        decayed))
                .isEqualTo(Map.of(
                        "expired",
                        100L,
                        "promoted",
                        100L,
                        "cooled",
                        200L,
                        "pruned",
                        oldEdgesBetweenSurvivors,
                        "decayed",
                        recentEdgesBetweenSurvivors));
        Record state = cypher(
                        "MATCH (m:Memory) RETURN count(m) AS all, count(CASE WHEN m:Cold THEN 1 END) AS cold,"
                                + " count(CASE WHEN m:Core THEN 1 END) AS core",
                        Map.of())
                .getFirst();
        assertThat(state.get("all").asLong()).isEqualTo(300);
        assertThat(state.get("cold").asLong()).isEqualTo(200);
        assertThat(state.get("core").asLong()).isEqualTo(100);
    }
}
