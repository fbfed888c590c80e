package io.mnemograph.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.AssociationDecay;
import io.mnemograph.core.BoostParameters;
import io.mnemograph.core.SpacedBoost;
import io.mnemograph.core.Via;
import io.mnemograph.core.graph.SpreadingActivation;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.recall.RecallWriteBack;
import io.mnemograph.store.recall.Reinforcement;
import io.mnemograph.testing.SharedNeo4j;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;

/**
 * The formulas that run inside Cypher equal their core reference models, on the real embedded Neo4j: the spaced boost
 * of {@code recall/write-back.cypher} ({@link SpacedBoost}), the edge decay of
 * {@code lifecycle/decay-associations.cypher} ({@link AssociationDecay}) and the entity fan-out damping of
 * {@code recall/expand.cypher} ({@link SpreadingActivation#entityLinkWeight}). Each test writes a few nodes with
 * chosen inputs into a namespace of its own, runs the real statement, and compares what it stored with the model.
 */
class CypherFormulasTest {

    private static final CypherLibrary LIBRARY = new CypherLibrary();
    private static final Instant AT = Instant.parse("2026-03-01T12:00:00Z");
    private static final double TOLERANCE = 1e-9;

    // --- spaced boost (write-back) ---

    @Test
    void writeBack_spacedBoost_equalsSpacedBoost_atZeroIdleTime_belowAtAndAboveTheCap_andAtTheStabilityCap() {
        BoostParameters boosts = BoostParameters.defaults();
        assertWriteBackMatches(boosts, 0.0, Duration.ZERO, Via.DIRECT);
        assertWriteBackMatches(boosts, 0.3, Duration.ofSeconds(-3_600), Via.DIRECT); // a clock behind: zero
        assertWriteBackMatches(boosts, 0.2, Duration.ofMinutes(5), Via.DIRECT);
        assertWriteBackMatches(boosts, 0.2, Duration.ofHours(84), Via.ASSOCIATIVE); // 3.5 days: f = 0.5
        assertWriteBackMatches(boosts, 0.0, Duration.ofDays(7), Via.DIRECT); // f = 1
        assertWriteBackMatches(boosts, 0.5, Duration.ofDays(14), Via.DIRECT); // f = 2, the cap exactly
        assertWriteBackMatches(boosts, 0.5, Duration.ofDays(60), Via.ASSOCIATIVE); // capped at 2
        assertWriteBackMatches(boosts, 0.95, Duration.ofDays(30), Via.DIRECT); // stability capped at 1
        assertWriteBackMatches(new BoostParameters(0.25, 0.05, 3.0, 2.0), 0.1, Duration.ofDays(5), Via.DIRECT);
        assertWriteBackMatches(new BoostParameters(0.25, 0.05, 3.0, 2.0), 0.1, Duration.ofDays(9), Via.ASSOCIATIVE);
    }

    /** Idle times to the millisecond: the statement reads the fraction of a second too. */
    @Property(tries = 80)
    void writeBack_anyStabilityIdleTimeAndRoute_storesWhatSpacedBoostComputes(
            @ForAll @DoubleRange(min = 0, max = 1) double stability,
            @ForAll @LongRange(min = -86_400_000, max = 60 * 86_400_000L) long idleMillis,
            @ForAll Via via) {
        assertWriteBackMatches(BoostParameters.defaults(), stability, Duration.ofMillis(idleMillis), via);
    }

    private static void assertWriteBackMatches(BoostParameters boosts, double stability, Duration idle, Via via) {
        String namespace = namespace();
        String id = UUID.randomUUID().toString();
        try (Session session = SharedNeo4j.driver().session()) {
            session.run(
                            "CREATE (:Memory {namespace: $namespace, id: $id, stability: $stability, access_count: 0, "
                                    + "last_accessed_at: $last, session_ids: []})",
                            Map.of(
                                    "namespace",
                                    namespace,
                                    "id",
                                    id,
                                    "stability",
                                    stability,
                                    "last",
                                    zoned(AT.minus(idle))))
                    .consume();
            RecallWriteBack writeBack = new RecallWriteBack(
                    namespace, null, AT, List.of(new Reinforcement(id, via)), boosts, List.of(), 0.1);
            session.run(LIBRARY.statement(CypherQuery.RECALL_WRITE_BACK), writeBack.parameters())
                    .consume();

            double stored = session.run("MATCH (m:Memory {id: $id}) RETURN m.stability AS s", Map.of("id", id))
                    .single()
                    .get("s")
                    .asDouble();
            double expected = new SpacedBoost(boosts).boostedStability(stability, idle, via);
            assertThat(stored)
                    .as("stability %s after %s, %s, %s", stability, idle, via, boosts)
                    .isCloseTo(expected, within(TOLERANCE));
        } finally {
            delete(namespace);
        }
    }

    // --- association decay (decay-associations) ---

    @Test
    void decayAssociations_edgeWeight_equalsAssociationDecay_atZeroIdleTime_andAfterDaysAndYears() {
        AssociationDecay decay = AssociationDecay.defaults();
        assertDecayMatches(decay, 0.8, Duration.ZERO, "semantic");
        assertDecayMatches(decay, 0.01, Duration.ZERO, "semantic"); // not yet judged: kept as it is
        assertDecayMatches(decay, 0.8, Duration.ofMillis(1_500), "semantic");
        assertDecayMatches(decay, 1.0, Duration.ofDays(30), "temporal");
        assertDecayMatches(decay, 0.5, Duration.ofDays(90), "co_recall");
        assertDecayMatches(decay, 0.3, Duration.ofDays(45).plusHours(7).plusSeconds(13), "semantic");
        assertDecayMatches(decay, 0.5, Duration.ofDays(400), "semantic"); // pruned: below the floor
        assertDecayMatches(decay, 0.5, Duration.ofDays(400), "explicit"); // kept: explicit edges stay
        assertDecayMatches(new AssociationDecay(7.5), 0.9, Duration.ofDays(3), "semantic");
    }

    @Property(tries = 60)
    void decayAssociations_anyWeightIdleTimeAndTau_storesWhatAssociationDecayComputes(
            @ForAll @DoubleRange(min = 0.01, max = 1) double weight,
            @ForAll @LongRange(min = 0, max = 400L * 86_400_000) long idleMillis,
            @ForAll @DoubleRange(min = 1, max = 365) double tau) {
        assertDecayMatches(new AssociationDecay(tau), weight, Duration.ofMillis(idleMillis), "semantic");
    }

    /**
     * Decays one edge last co-retrieved {@code idle} before {@link #AT} and reads its weight as spreading does
     * ({@code recall/expand.cypher}: the decayed weight when recorded after the last co-retrieval, else the weight):
     * the model's, or no edge when the model's is below the floor and the edge is not explicit. An edge
     * co-retrieved at {@link #AT} itself is not judged by a sweep at {@link #AT}: it keeps its weight, the model's too.
     */
    private static void assertDecayMatches(AssociationDecay decay, double weight, Duration idle, String kind) {
        String namespace = namespace();
        double floor = 0.05;
        try (Session session = SharedNeo4j.driver().session()) {
            session.run(
                            "CREATE (a:Memory {namespace: $namespace, id: $a}), "
                                    + "(b:Memory {namespace: $namespace, id: $b}), "
                                    + "(a)-[:ASSOCIATED {weight: $weight, kind: $kind, created_at: $since, last_co_retrieval: $since}]"
                                    + "->(b)",
                            Map.of(
                                    "namespace",
                                    namespace,
                                    "a",
                                    UUID.randomUUID().toString(),
                                    "b",
                                    UUID.randomUUID().toString(),
                                    "weight",
                                    weight,
                                    "kind",
                                    kind,
                                    "since",
                                    zoned(AT.minus(idle))))
                    .consume();
            session.run(
                            LIBRARY.statement(CypherQuery.LIFECYCLE_DECAY_ASSOCIATIONS),
                            NamespaceSweeps.decayParameters(namespace, AT, decay, floor, 1000))
                    .consume();

            List<Record> edges = session.run(
                            "MATCH (:Memory {namespace: $namespace})-[r:ASSOCIATED]->() "
                                    + "RETURN CASE WHEN r.decayed_at >= coalesce(r.last_co_retrieval, r.created_at) "
                                    + "THEN r.decayed_weight ELSE r.weight END AS weight",
                            Map.of("namespace", namespace))
                    .list();
            double expected = weight * decay.factor(idle);
            String what = "weight " + weight + " after " + idle + ", tau " + decay.timeConstantDays() + ", " + kind;
            if (idle.isPositive() && expected < floor && !kind.equals("explicit")) {
                assertThat(edges).as(what + ": pruned").isEmpty();
            } else {
                assertThat(edges).as(what).hasSize(1);
                assertThat(edges.getFirst().get("weight").asDouble()).as(what).isCloseTo(expected, within(TOLERANCE));
            }
        } finally {
            delete(namespace);
        }
    }

    // --- entity fan-out damping (expand) ---

    /**
     * The statement follows an entity link exactly when its weight {@code fanOut^-damping} reaches the lightest link
     * worth following: a hair below the model's weight the link is taken, a hair above it is not.
     */
    @Test
    void expand_entityLinkWeight_equalsTheModel_forEveryFanOutAndDamping() {
        for (int fanOut : new int[] {2, 3, 10, 64}) {
            for (double damping : new double[] {0.0, 0.5, 1.0, 1.7}) {
                assertExpandFollowsModel(fanOut, damping);
            }
        }
    }

    @Property(tries = 30)
    void expand_anyFanOutAndDamping_followsTheEntityLinkExactlyAsHeavyAsTheModel(
            @ForAll @IntRange(min = 2, max = 40) int fanOut, @ForAll @DoubleRange(min = 0, max = 2) double damping) {
        assertExpandFollowsModel(fanOut, damping);
    }

    private static void assertExpandFollowsModel(int fanOut, double damping) {
        String namespace = namespace();
        String source = UUID.randomUUID().toString();
        try (Session session = SharedNeo4j.driver().session()) {
            session.run(
                            "CREATE (e:Entity {namespace: $namespace, key: 'lisbon', name: 'Lisbon'}) "
                                    + "WITH e UNWIND range(0, $fanOut - 1) AS i "
                                    + "CREATE (m:Memory {namespace: $namespace, id: CASE i WHEN 0 THEN $source "
                                    + "ELSE $source + '-' + i END, importance: 1.0, weight: 1.0})-[:MENTIONS]->(e)",
                            Map.of("namespace", namespace, "fanOut", fanOut, "source", source))
                    .consume();
            double weight = SpreadingActivation.entityLinkWeight(fanOut, damping);
            String what = "fan-out " + fanOut + ", damping " + damping + ", weight " + weight;

            List<Record> below = expand(session, namespace, source, weight * (1 - TOLERANCE), damping);
            assertThat(below)
                    .as(what + ", lightest link a hair below")
                    .hasSize(fanOut - 1)
                    .allSatisfy(row -> assertThat(row.get("fan_out").asInt()).isEqualTo(fanOut));
            assertThat(expand(session, namespace, source, weight * (1 + TOLERANCE), damping))
                    .as(what + ", lightest link a hair above")
                    .isEmpty();
        } finally {
            delete(namespace);
        }
    }

    private static List<Record> expand(
            Session session, String namespace, String source, double minWeight, double damping) {
        return session.run(
                        LIBRARY.statement(CypherQuery.RECALL_EXPAND),
                        Map.of(
                                "namespace",
                                namespace,
                                "frontier",
                                List.of(Map.of("id", source, "min_weight", minWeight)),
                                "max_neighbours",
                                100,
                                "max_entity_fan_out",
                                64,
                                "entity_damping",
                                damping,
                                "excluded_kinds",
                                List.of()))
                .list();
    }

    // --- helpers ---

    private static String namespace() {
        return "cypher-formulas-" + UUID.randomUUID();
    }

    private static ZonedDateTime zoned(Instant instant) {
        return instant.atZone(ZoneOffset.UTC);
    }

    private static void delete(String namespace) {
        try (Session session = SharedNeo4j.driver().session()) {
            session.run("MATCH (n {namespace: $namespace}) DETACH DELETE n", Map.of("namespace", namespace))
                    .consume();
        }
    }
}
