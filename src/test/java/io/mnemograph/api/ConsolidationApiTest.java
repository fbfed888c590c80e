package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.mnemograph.config.LifecycleSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.AssociationDecay;
import io.mnemograph.core.decay.DecayParameters;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.CoolingTime;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

/**
 * {@code POST /v1/consolidate} end to end: forgetting to cold storage, the three promotion rules, core memories cooling
 * later, TTL expiry, association decay and pruning, input validation, the sweep lock and two sweeps at once.
 */
@MnemographTest
class ConsolidationApiTest {

    @Inject
    @Client("/")
    HttpClient http;

    @Inject
    JsonMapper json;

    @Inject
    ScoringSettings scoring;

    @Inject
    LifecycleSettings lifecycle;

    ApiClient api;

    @BeforeEach
    void setUp() {
        api = new ApiClient(http, json);
    }

    private String remember(String body) {
        Reply reply = api.post("/v1/memories", body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        return reply.string("id");
    }

    private Reply consolidate(String body) {
        return api.post("/v1/consolidate", body);
    }

    private Reply consolidateAt(Instant at) {
        return consolidateAt(at.toString());
    }

    private Reply consolidateAt(String at) {
        Reply reply = consolidate("{\"at\": \"" + at + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    private static long count(Reply reply, String field) {
        return reply.node(field).getLongValue();
    }

    private static List<Record> cypher(String statement, Map<String, Object> params) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(statement, params).list();
        }
    }

    private static void setState(String id, Map<String, Object> state) {
        cypher("MATCH (m:Memory {id: $id}) SET m += $state", Map.of("id", id, "state", state));
    }

    private static Object time(String iso) {
        return time(Instant.parse(iso));
    }

    private static Object time(Instant instant) {
        return instant.atZone(ZoneOffset.UTC);
    }

    private String tier(String id) {
        Reply memory = api.get("/v1/memories/" + id);
        assertThat(memory.status()).as(memory.text()).isEqualTo(200);
        return memory.string("tier");
    }

    /** Whether the hot vector index (memory_embedding) returns the memory for its own embedding. */
    private static boolean inHotIndex(String id) {
        return cypher(
                        "MATCH (m:Memory {id: $id})"
                                + " CALL db.index.vector.queryNodes('memory_embedding', 100, m.embedding) YIELD node"
                                + " RETURN count(CASE WHEN node = m THEN 1 END) > 0 AS found",
                        Map.of("id", id))
                .getFirst()
                .get("found")
                .asBoolean();
    }

    private List<String> vectorRecall(String query) {
        Reply reply = api.post(
                "/v1/recall",
                "{\"query\": \"" + query + "\", \"hops\": 0, \"threshold\": 0, \"limit\": 20, \"boost\": false}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        for (JsonNode result : reply.node("results").values()) {
            ids.add(result.get("id").getStringValue());
        }
        return ids;
    }

    private static long associations(String id) {
        return cypher("MATCH (:Memory {id: $id})-[r:ASSOCIATED]-() RETURN count(r) AS n", Map.of("id", id))
                .getFirst()
                .get("n")
                .asLong();
    }

    @Test
    void consolidate_memoryUnusedFor90Days_coolsOutOfTheHotIndex_staysFindable_andKeepsNodeAndEdges() {
        String puppy = remember("{\"content\": \"Caroline adopted a puppy named Biscuit.\", \"session_id\": \"s1\","
                + " \"occurred_at\": \"2024-01-01T10:00:00Z\"}");
        String frisbee = remember("{\"content\": \"Biscuit learned to fetch the frisbee at the park.\","
                + " \"session_id\": \"s1\", \"occurred_at\": \"2024-01-01T10:05:00Z\"}");
        long edgesBefore = associations(puppy);
        assertThat(edgesBefore).as("temporal link of the session").isPositive();
        assertThat(vectorRecall("Caroline's puppy Biscuit")).contains(puppy, frisbee);

        // Mnemex power law, never recalled: 1 x (1 + 91/3.417)^-1.1 x 1 = 0.026 < 0.05
        Reply swept = consolidateAt("2024-04-01T10:00:00Z");
        assertThat(count(swept, "cooled")).isEqualTo(2);
        assertThat(count(swept, "promoted")).isZero();
        assertThat(swept.string("namespace")).isEqualTo("default");
        assertThat(swept.string("at")).isEqualTo("2024-04-01T10:00:00Z");
        assertThat(swept.node("duration_ms")).isNotNull();

        assertThat(tier(puppy)).isEqualTo("cold");
        assertThat(tier(frisbee)).isEqualTo("cold");
        assertThat(inHotIndex(puppy))
                .as("cooling takes it out of the hot vector index")
                .isFalse();
        assertThat(vectorRecall("Caroline's puppy Biscuit"))
                .as("found in cold storage")
                .contains(puppy, frisbee);
        Record node = cypher(
                        "MATCH (m:Memory {id: $id}) RETURN labels(m) AS labels, m.cooled_at AS cooled_at,"
                                + " m.content AS content",
                        Map.of("id", puppy))
                .getFirst();
        assertThat(node.get("labels").asList()).contains("Memory", "Cold").doesNotContain("Hot", "Core");
        assertThat(node.get("cooled_at").asZonedDateTime().toInstant()).isEqualTo("2024-04-01T10:00:00Z");
        assertThat(node.get("content").asString()).isEqualTo("Caroline adopted a puppy named Biscuit.");
        assertThat(associations(puppy)).isEqualTo(edgesBefore);

        Reply again = consolidateAt("2024-04-01T10:00:00Z");
        assertThat(count(again, "cooled"))
                .as("a cold memory is not cooled again")
                .isZero();
    }

    @Test
    void consolidate_memoryUsedRecently_staysHot() {
        String recent = remember(
                "{\"content\": \"The team standup moved to 9:30.\", \"occurred_at\": \"2024-01-01T10:00:00Z\"}");
        setState(recent, Map.of("access_count", 1, "last_accessed_at", time("2024-01-10T10:00:00Z")));

        // 2^0.6 x (1 + 20/3.417)^-1.1 = 1.516 x 0.121 = 0.184: neither promoted (0.65) nor forgotten (0.05)
        Reply swept = consolidateAt("2024-01-30T10:00:00Z");
        assertThat(count(swept, "cooled")).isZero();
        assertThat(count(swept, "promoted")).isZero();
        assertThat(tier(recent)).isEqualTo("hot");
    }

    @Test
    void consolidate_usedInThreeSessions_promotesToCore_twoSessionsDoNot() {
        String three = remember("{\"content\": \"Melanie paints landscapes on weekends.\", \"session_id\": \"s1\","
                + " \"occurred_at\": \"2024-01-01T10:00:00Z\"}");
        String two = remember("{\"content\": \"Jon plays the cello in a quartet.\", \"session_id\": \"s1\","
                + " \"occurred_at\": \"2024-01-01T10:00:00Z\"}");
        setState(
                three,
                Map.of(
                        "session_ids",
                        List.of("s1", "s2", "s3"),
                        "access_count",
                        2,
                        "last_accessed_at",
                        time("2024-01-02T10:00:00Z")));
        setState(
                two,
                Map.of(
                        "session_ids",
                        List.of("s1", "s2"),
                        "access_count",
                        2,
                        "last_accessed_at",
                        time("2024-01-02T10:00:00Z")));

        // 3^0.6 x (1 + 180/3.417)^-1.1 = 0.024: the score promotes neither; 3 uses, created 181 days earlier
        Reply swept = consolidateAt("2024-06-30T10:00:00Z");
        assertThat(count(swept, "promoted")).isEqualTo(1);
        assertThat(swept.node("promoted_by_rule", "sessions").getLongValue()).isEqualTo(1);
        assertThat(tier(three)).isEqualTo("core");
        assertThat(tier(two)).as("0.024 < 0.05: forgotten").isEqualTo("cold");
        Record node = cypher(
                        "MATCH (m:Memory {id: $id}) RETURN m.promotion_rule AS rule, m.promoted_at AS at,"
                                + " labels(m) AS labels",
                        Map.of("id", three))
                .getFirst();
        assertThat(node.get("rule").asString()).isEqualTo("sessions");
        assertThat(node.get("at").asZonedDateTime().toInstant()).isEqualTo("2024-06-30T10:00:00Z");
        assertThat(node.get("labels").asList()).as("core keeps :Hot").contains("Hot", "Core");
        assertThat(vectorRecall("Melanie painting")).contains(three);

        Reply again = consolidateAt("2024-07-30T10:00:00Z");
        assertThat(count(again, "promoted")).as("never promoted twice").isZero();
        assertThat(tier(three)).isEqualTo("core");
    }

    @Test
    void consolidate_coreMemory_coolsLaterThanTheSameHistoryWithoutCore_andKeepsTheRecord() {
        String core = remember("{\"content\": \"The wifi password is on the fridge.\","
                + " \"occurred_at\": \"2024-01-01T10:00:00Z\"}");
        String plain = remember("{\"content\": \"The recycling goes out on Tuesdays.\","
                + " \"occurred_at\": \"2024-01-01T10:00:00Z\"}");
        Instant lastUse = Instant.parse("2024-01-02T10:00:00Z");
        Map<String, Object> history = Map.of("access_count", 2, "stability", 0.0, "last_accessed_at", time(lastUse));
        setState(core, history);
        setState(plain, history);
        cypher(
                "MATCH (m:Memory {id: $id}) SET m:Core, m.promoted_at = $at, m.promotion_rule = 'sessions'",
                Map.of("id", core, "at", time(lastUse)));

        // 3^0.6 x (1 + dt / (scale x 3.417))^-1.1 < 0.05 once dt > 91.4 days x scale: scale 1, or 4 for core
        DecayParameters decay = scoring.decayParameters();
        double plainDays = CoolingTime.days(decay, lifecycle.forgetScore(), 2, 0.0, 1.0, false);
        double coreDays = CoolingTime.days(decay, lifecycle.forgetScore(), 2, 0.0, 1.0, true);
        assertThat(coreDays).isCloseTo(decay.coreTimeScale() * plainDays, within(1e-9));
        assertThat(coreDays / 30.44).as("months").isBetween(11.9, 12.1);

        assertThat(count(consolidateAt(CoolingTime.after(lastUse, plainDays - 1)), "cooled"))
                .isZero();
        assertThat(count(consolidateAt(CoolingTime.after(lastUse, plainDays + 1)), "cooled"))
                .isEqualTo(1);
        assertThat(tier(plain)).isEqualTo("cold");
        assertThat(tier(core)).isEqualTo("core");

        assertThat(count(consolidateAt(CoolingTime.after(lastUse, coreDays - 1)), "cooled"))
                .isZero();
        assertThat(tier(core)).isEqualTo("core");
        Instant cooledAt = CoolingTime.after(lastUse, coreDays + 1);
        assertThat(count(consolidateAt(cooledAt), "cooled")).isEqualTo(1);
        assertThat(tier(core)).isEqualTo("cold");
        Record node = cypher(
                        "MATCH (m:Memory {id: $id}) RETURN labels(m) AS labels, m.was_core AS was_core,"
                                + " m.promoted_at AS promoted_at, m.promotion_rule AS rule, m.cooled_at AS cooled_at",
                        Map.of("id", core))
                .getFirst();
        assertThat(node.get("labels").asList()).contains("Memory", "Cold").doesNotContain("Hot", "Core");
        assertThat(node.get("was_core").asBoolean()).isTrue();
        assertThat(node.get("promoted_at").asZonedDateTime().toInstant()).isEqualTo(lastUse);
        assertThat(node.get("rule").asString()).isEqualTo("sessions");
        assertThat(node.get("cooled_at").asZonedDateTime().toInstant()).isEqualTo(cooledAt);
        assertThat(cypher("MATCH (m:Memory {id: $id}) RETURN m.was_core AS was_core", Map.of("id", plain))
                        .getFirst()
                        .get("was_core")
                        .isNull())
                .as("only a core memory records was_core")
                .isTrue();
    }

    @Test
    void consolidate_usedInThreeSessionsButIdlePastTheCoreCoolingTime_coolsInsteadOfPromoting() {
        String stale = remember("{\"content\": \"Rosa fed the cat during the spring holidays.\","
                + " \"occurred_at\": \"2022-01-01T10:00:00Z\"}");
        setState(
                stale,
                Map.of(
                        "session_ids",
                        List.of("s1", "s2", "s3"),
                        "access_count",
                        2,
                        "last_accessed_at",
                        time("2022-01-02T10:00:00Z")));

        // as core, 3^0.6 x (1 + 730 / (4 x 3.417))^-1.1 = 0.024 < 0.05: a promotion the next sweep would undo
        Reply swept = consolidateAt("2024-01-02T10:00:00Z");
        assertThat(count(swept, "promoted")).isZero();
        assertThat(count(swept, "cooled")).isEqualTo(1);
        assertThat(tier(stale)).isEqualTo("cold");
    }

    @Test
    void consolidate_fiveUsesWithin14DaysOfCreation_promotesByFrequentUse_notAfterTheWindow() {
        String young = remember("{\"content\": \"The staging password rotates every Monday.\","
                + " \"occurred_at\": \"2024-01-01T00:00:00Z\"}");
        String older = remember("{\"content\": \"The billing export runs every night at two.\","
                + " \"occurred_at\": \"2023-12-20T00:00:00Z\"}");
        Map<String, Object> fiveUses = Map.of("access_count", 4, "last_accessed_at", time("2024-01-02T00:00:00Z"));
        setState(young, fiveUses);
        setState(older, fiveUses);

        // both: 5^0.6 x (1 + 10/3.417)^-1.1 = 0.584 < 0.65; 5 uses, but only the young one within 14 days
        Reply swept = consolidateAt("2024-01-12T00:00:00Z");
        assertThat(count(swept, "promoted")).isEqualTo(1);
        assertThat(swept.node("promoted_by_rule", "frequent_use").getLongValue())
                .isEqualTo(1);
        assertThat(tier(young)).isEqualTo("core");
        assertThat(tier(older)).isEqualTo("hot");
        assertThat(cypher("MATCH (m:Memory {id: $id}) RETURN m.promotion_rule AS rule", Map.of("id", young))
                        .getFirst()
                        .get("rule")
                        .asString())
                .isEqualTo("frequent_use");
    }

    @Test
    void consolidate_oftenAndRecentlyRecalled_promotesByScore() {
        String often = remember("{\"content\": \"Deploys to production need two approvals.\","
                + " \"occurred_at\": \"2023-01-01T00:00:00Z\"}");
        setState(often, Map.of("access_count", 9, "last_accessed_at", time("2024-03-01T00:00:00Z")));

        // 10^0.6 x (1 + 2/3.417)^-1.1 = 3.98 x 0.603 = 2.40 >= 0.65
        Reply swept = consolidateAt("2024-03-03T00:00:00Z");
        assertThat(swept.node("promoted_by_rule", "score").getLongValue()).isEqualTo(1);
        assertThat(tier(often)).isEqualTo("core");
    }

    @Test
    void consolidate_memoryStoredAnHourAgo_isNotPromoted() {
        // a fresh memory scores n_use^0.6 x f = 1^0.6 x ~1 = ~1.0: below the default promote-score 2.1, which is
        // raised from Mnemex's 0.65 because the storing counts as a use here (docs/lifecycle.md)
        String fresh = remember(
                "{\"content\": \"Lunch is at the Thai place today.\", \"occurred_at\": \"2024-05-01T11:00:00Z\"}");
        Reply swept = consolidateAt("2024-05-01T12:00:00Z");
        assertThat(swept.node("promoted_by_rule", "score").getLongValue()).isZero();
        assertThat(tier(fresh)).isEqualTo("hot");
    }

    @Test
    void consolidate_expiredMemory_isDeletedWithItsEdges_andCounted() {
        String doorCode = remember("{\"content\": \"The door code is 4711\", \"ttl_seconds\": 3600,"
                + " \"session_id\": \"s1\", \"occurred_at\": \"2024-01-01T10:00:00Z\"}");
        String keeper = remember("{\"content\": \"The office is on the third floor\", \"session_id\": \"s1\","
                + " \"occurred_at\": \"2024-01-01T10:01:00Z\"}");
        assertThat(associations(keeper)).isPositive();

        Reply before = consolidateAt("2024-01-01T10:59:59Z");
        assertThat(count(before, "expired")).isZero();
        assertThat(api.get("/v1/memories/" + doorCode).status()).isEqualTo(200);

        Reply swept = consolidateAt("2024-01-01T11:00:00Z");
        assertThat(count(swept, "expired")).isEqualTo(1);
        assertThat(api.get("/v1/memories/" + doorCode).status()).isEqualTo(404);
        assertThat(api.get("/v1/memories/" + keeper).status()).isEqualTo(200);
        assertThat(associations(keeper)).as("its edges went with it").isZero();
        assertThat(count(consolidateAt("2024-01-01T11:00:00Z"), "expired")).isZero();
    }

    @Test
    void consolidate_fadedAssociation_isPruned_explicitOneIsKept_andDecayIsRecorded() {
        String a =
                remember("{\"content\": \"Alice bought a red bicycle.\", \"occurred_at\": \"2023-01-01T00:00:00Z\"}");
        String b = remember("{\"content\": \"The quarterly tax filing is due in April.\","
                + " \"occurred_at\": \"2023-01-01T00:00:00Z\"}");
        String c = remember("{\"content\": \"Sourdough needs a long cold proof.\","
                + " \"occurred_at\": \"2023-01-01T00:00:00Z\"}");
        cypher("MATCH ()-[r:ASSOCIATED]->() DELETE r", Map.of());
        Reply link =
                api.post("/v1/associations", "{\"source\": \"" + a + "\", \"target\": \"" + b + "\", \"weight\": 0.5}");
        assertThat(link.status()).as(link.text()).isEqualTo(201);
        Object yearAgo = time("2023-01-01T00:00:00Z");
        cypher("""
                MATCH (a:Memory {id: $a}), (b:Memory {id: $b}), (c:Memory {id: $c})
                MATCH (a)-[explicit:ASSOCIATED]->(b)
                SET explicit.last_co_retrieval = $year_ago
                CREATE (a)-[:ASSOCIATED {weight: 0.5, kind: 'co_recall', created_at: $year_ago,
                                         last_co_retrieval: $year_ago}]->(c)
                CREATE (b)-[:ASSOCIATED {weight: 0.5, kind: 'semantic', created_at: $year_ago,
                                         last_co_retrieval: $ten_days_ago}]->(c)
                """, Map.of("a", a, "b", b, "c", c, "year_ago", yearAgo, "ten_days_ago", time("2023-12-22T00:00:00Z")));

        // 0.5 x e^(-365/90) = 0.0087 < 0.05: the co_recall edge goes; the explicit one has the same weight but stays
        Reply swept = consolidateAt("2024-01-01T00:00:00Z");
        assertThat(count(swept, "edges_pruned")).isEqualTo(1);
        assertThat(count(swept, "edges_decayed")).isEqualTo(2);
        List<Record> edges = cypher(
                "MATCH (x:Memory)-[r:ASSOCIATED]->(y:Memory) RETURN r.kind AS kind,"
                        + " r.weight AS weight, r.decayed_weight AS decayed, r.decayed_at AS at ORDER BY kind",
                Map.of());
        assertThat(edges).extracting(r -> r.get("kind").asString()).containsExactly("explicit", "semantic");
        AssociationDecay decay = AssociationDecay.defaults();
        Record explicit = edges.get(0);
        assertThat(explicit.get("weight").asDouble())
                .as("weight is never rewritten")
                .isEqualTo(0.5);
        assertThat(explicit.get("decayed").asDouble())
                .isCloseTo(0.5 * decay.factor(Duration.ofDays(365)), within(1e-12));
        assertThat(edges.get(1).get("decayed").asDouble())
                .isCloseTo(0.5 * decay.factor(Duration.ofDays(10)), within(1e-12));
        assertThat(edges.get(1).get("at").asZonedDateTime().toInstant()).isEqualTo("2024-01-01T00:00:00Z");

        Reply again = consolidateAt("2024-01-01T00:00:00Z");
        assertThat(count(again, "edges_pruned") + count(again, "edges_decayed"))
                .as("already decayed at this instant")
                .isZero();
    }

    @Test
    void consolidate_badInput_answers400NamingTheField() {
        assertError(consolidate("{\"at\": \"yesterday\"}"), 400, "at");
        assertError(consolidate("{\"at\": \"1850-01-01T00:00:00Z\"}"), 400, "at");
        assertError(consolidate("{\"at\": \"2990-01-01T00:00:00Z\"}"), 400, "at");
        assertError(consolidate("{\"at\": 1700000000}"), 400, "at");
        assertError(consolidate("{\"namespace\": \"no spaces allowed\"}"), 400, "namespace");
        assertError(consolidate("{\"namespace\": 7}"), 400, "namespace");
        assertError(consolidate("{\"namespaces\": \"default\"}"), 400, "namespaces");
        Reply malformed = consolidate("{\"at\": ");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.string("error", "code")).isEqualTo("malformed_json");
    }

    @Test
    void consolidate_emptyBody_sweepsTheDefaultNamespaceNow() {
        Reply reply = consolidate("");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.string("namespace")).isEqualTo("default");
        assertThat(Instant.parse(reply.string("at"))).isBetween(Instant.now().minusSeconds(60), Instant.now());
    }

    @Test
    void consolidate_namespace_onlyTouchesThatNamespace() {
        String mine = remember("{\"content\": \"Old note in team-a\", \"namespace\": \"team-a\","
                + " \"occurred_at\": \"2023-01-01T00:00:00Z\"}");
        String theirs = remember("{\"content\": \"Old note in team-b\", \"namespace\": \"team-b\","
                + " \"occurred_at\": \"2023-01-01T00:00:00Z\"}");
        Reply swept = consolidate("{\"namespace\": \"team-a\", \"at\": \"2024-01-01T00:00:00Z\"}");
        assertThat(count(swept, "cooled")).isEqualTo(1);
        assertThat(api.get("/v1/memories/" + mine + "?namespace=team-a").string("tier"))
                .isEqualTo("cold");
        assertThat(api.get("/v1/memories/" + theirs + "?namespace=team-b").string("tier"))
                .isEqualTo("hot");
    }

    @Test
    void consolidate_whileAnotherLiveSweepHoldsTheLock_answers409_andAStaleLockIsTakenOver() {
        String old = remember("{\"content\": \"An old note\", \"occurred_at\": \"2023-01-01T00:00:00Z\"}");
        cypher(
                "CREATE (:SweepLock {namespace: 'default', owner: 'other-instance/sweep-1',"
                        + " expires_at: datetime() + duration('PT5M')})",
                Map.of());

        Reply busy = consolidate("{\"at\": \"2024-01-01T00:00:00Z\"}");
        assertError(busy, 409, "namespace");
        assertThat(busy.string("error", "code")).isEqualTo("conflict");
        assertThat(busy.string("error", "message"))
                .as("the holder (pid@host) is not told to clients")
                .doesNotContain("other-instance");
        assertThat(tier(old)).as("nothing was swept").isEqualTo("hot");

        cypher("MATCH (l:SweepLock {namespace: 'default'}) SET l.expires_at = datetime() - duration('PT1M')", Map.of());
        Reply tookOver = consolidateAt("2024-01-01T00:00:00Z");
        assertThat(count(tookOver, "cooled")).isEqualTo(1);
        Record lock = cypher(
                        "MATCH (l:SweepLock {namespace: 'default'}) RETURN l.owner AS owner,"
                                + " l.last_owner AS last_owner",
                        Map.of())
                .getFirst();
        assertThat(lock.get("owner").isNull()).as("released at the end").isTrue();
        assertThat(lock.get("last_owner").asString()).isNotEqualTo("other-instance/sweep-1");
    }

    @Test
    void consolidate_twoSweepsAtOnce_onlyOneDoesTheWork_andTheCountsAddUp() throws Exception {
        int old = 2500;
        int expiring = 300;
        cypher("""
                UNWIND range(1, $n) AS i
                CREATE (m:Memory:Hot {id: 'old-' + toString(1000000 + i), namespace: 'default', content: 'note ' + i,
                  scope: 'global', created_at: $long_ago, updated_at: $long_ago, last_accessed_at: $long_ago,
                  access_count: 0, stability: 0.0, strength: 1.0, weight: 1.0, importance: 1.0,
                  session_ids: [],
                  expires_at: CASE WHEN i <= $expiring THEN $long_ago + duration('P1D') ELSE null END})
                """, Map.of("n", old, "expiring", expiring, "long_ago", time("2023-01-01T00:00:00Z")));
        cypher("""
                UNWIND range(1, $edges) AS i
                MATCH (a:Memory {id: 'old-' + toString(1000000 + i)}), (b:Memory {id: 'old-' + toString(1000001 + i)})
                CREATE (b)-[:ASSOCIATED {weight: 0.3, kind: 'semantic', created_at: $long_ago,
                                         last_co_retrieval: $long_ago}]->(a)
                """, Map.of("edges", 1000, "long_ago", time("2023-01-01T00:00:00Z")));
        long edgesToExpiring = cypher(
                        "MATCH (a:Memory)-[r:ASSOCIATED]->(b:Memory) WHERE a.expires_at IS NOT NULL"
                                + " OR b.expires_at IS NOT NULL RETURN count(r) AS n",
                        Map.of())
                .getFirst()
                .get("n")
                .asLong();

        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Reply>> replies = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            replies.add(pool.submit(() -> {
                start.await();
                return consolidate("{\"at\": \"2024-01-01T00:00:00Z\"}");
            }));
        }
        start.countDown();
        long cooled = 0;
        long expired = 0;
        long pruned = 0;
        int working = 0;
        for (Future<Reply> future : replies) {
            Reply reply = future.get();
            assertThat(reply.status()).as(reply.text()).isIn(200, 409);
            if (reply.status() == 409) {
                assertThat(reply.errorField()).isEqualTo("namespace");
                continue;
            }
            cooled += count(reply, "cooled");
            expired += count(reply, "expired");
            pruned += count(reply, "edges_pruned");
            if (count(reply, "cooled") + count(reply, "expired") + count(reply, "edges_pruned") > 0) {
                working++;
            }
        }
        pool.shutdown();

        assertThat(working).as("exactly one sweep did the work").isEqualTo(1);
        assertThat(expired).isEqualTo(expiring);
        assertThat(cooled).as("each old memory cooled once").isEqualTo(old - expiring);
        assertThat(pruned).as("0.3 x e^(-365/90) < 0.05").isEqualTo(1000 - edgesToExpiring);
        Record state = cypher(
                        "MATCH (m:Memory) RETURN count(m) AS all, count(CASE WHEN m:Cold THEN 1 END) AS cold,"
                                + " count(CASE WHEN m:Hot THEN 1 END) AS hot",
                        Map.of())
                .getFirst();
        assertThat(state.get("all").asLong()).isEqualTo(old - expiring);
        assertThat(state.get("cold").asLong()).isEqualTo(old - expiring);
        assertThat(state.get("hot").asLong()).isZero();
    }

    private static void assertError(Reply reply, int status, String field) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.errorField()).as(reply.text()).isEqualTo(field);
        assertThat(reply.string("error", "message")).isNotBlank();
    }
}
