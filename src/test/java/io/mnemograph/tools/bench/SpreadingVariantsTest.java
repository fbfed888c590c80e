package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.config.DiskSettings;
import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.LoggingSettings;
import io.mnemograph.config.Neo4jSettings;
import io.mnemograph.config.StartupSettings;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.graph.Activation;
import io.mnemograph.core.graph.Association;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.core.graph.FollowedEdges;
import io.mnemograph.core.graph.Mention;
import io.mnemograph.core.graph.PathStep;
import io.mnemograph.core.graph.SpreadingActivation;
import io.mnemograph.core.graph.Subgraph;
import io.mnemograph.pipeline.recall.SpreadingStage;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.disk.DiskGuard;
import io.mnemograph.testing.EmbeddedNeo4jExtension;
import io.mnemograph.testing.SharedNeo4j;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Session;

/**
 * The two spreading variants of docs/decisions/0003-spreading-in-java-or-cypher.md give the same result on the real
 * database: the service's {@link SpreadingStage} (fetch hop by hop, spread in Java) and
 * {@code cypher/tools/bench/spread-one-query.cypher} ({@link OneQuerySpreading}). Both are also checked against the
 * pure {@link SpreadingActivation} over the whole graph (hub entities removed): the fetch must not change the result.
 * Same memories in the same order, activations within 1e-9, same hops, same paths.
 */
@ExtendWith(EmbeddedNeo4jExtension.class)
class SpreadingVariantsTest {

    private static final String NAMESPACE = "spread-variants";
    private static final double TOLERANCE = 1e-9;
    private static final CypherLibrary CYPHER = new CypherLibrary();

    private static Neo4jConnection connection;
    private static MemoryStore store;
    private static final TimeoutSettings TIMEOUTS = new TimeoutSettings(30, 900, 5, 5, 10, 120);

    @BeforeAll
    static void connect() {
        Neo4jSettings server = new Neo4jSettings(SharedNeo4j.server().boltUri(), "neo4j", "", "neo4j");
        connection = new Neo4jConnection(
                server, null, TIMEOUTS, new StartupSettings(false, 600, 50), new LoggingSettings("text", false), null);
        store = new MemoryStore(connection, CYPHER, TIMEOUTS, new DiskGuard(server, null, new DiskSettings(0)));
    }

    @AfterAll
    static void close() {
        connection.close();
    }

    /** A graph kept on both sides: written to Neo4j, and given to the pure spreading as a whole. */
    private record Graph(List<String> memories, List<Association> associations, List<Mention> mentions) {

        Map<String, Integer> fanOut() {
            return mentions.stream()
                    .collect(Collectors.groupingBy(
                            Mention::entityKey, Collectors.collectingAndThen(Collectors.toSet(), s -> s.size())));
        }

        /** The graph the spreading may use: without hub entities. */
        Subgraph withoutHubs(int maxEntityFanOut) {
            Map<String, Integer> fanOut = fanOut();
            List<Mention> kept = mentions.stream()
                    .filter(m -> fanOut.get(m.entityKey()) <= maxEntityFanOut)
                    .toList();
            return new Subgraph(associations, kept, fanOut);
        }
    }

    private static void write(Graph graph) {
        try (Session session = SharedNeo4j.driver().session()) {
            session.run(
                            "UNWIND $ids AS id CREATE (:Memory:Hot {id: id, namespace: $ns})",
                            Map.of("ids", graph.memories(), "ns", NAMESPACE))
                    .consume();
            session.run(
                            "UNWIND $rows AS row MATCH (a:Memory {id: row.s}), (b:Memory {id: row.t}) "
                                    + "CREATE (a)-[:ASSOCIATED {weight: row.w, kind: row.k}]->(b)",
                            Map.of(
                                    "rows",
                                    graph.associations().stream()
                                            .map(a -> Map.of(
                                                    "s",
                                                    a.sourceId(),
                                                    "t",
                                                    a.targetId(),
                                                    "w",
                                                    a.weight(),
                                                    "k",
                                                    a.kind().graphName()))
                                            .toList()))
                    .consume();
            session.run(
                            "UNWIND $rows AS row MATCH (m:Memory {id: row.m}) "
                                    + "MERGE (e:Entity {namespace: $ns, key: row.e}) MERGE (m)-[:MENTIONS]->(e)",
                            Map.of(
                                    "ns",
                                    NAMESPACE,
                                    "rows",
                                    graph.mentions().stream()
                                            .map(m -> Map.of("m", m.memoryId(), "e", m.entityKey()))
                                            .toList()))
                    .consume();
        }
    }

    private static List<Activation> java(GraphSettings settings, Map<String, Double> seeds, int hops) {
        SpreadingStage spreader = new SpreadingStage(settings);
        return store.read(
                tx -> spreader.spread(tx, NAMESPACE, seeds, hops, settings.spreadFactor(), 0.0, FollowedEdges.ALL)
                        .activations());
    }

    private static List<Activation> oneQuery(GraphSettings settings, Map<String, Double> seeds, int hops) {
        OneQuerySpreading spreading = new OneQuerySpreading(settings);
        try (Session session = SharedNeo4j.driver().session()) {
            return session.executeRead(tx -> spreading.spread(tx, NAMESPACE, seeds, hops));
        }
    }

    private static List<Activation> reference(
            GraphSettings settings, Graph graph, Map<String, Double> seeds, int hops) {
        return new SpreadingActivation(settings.spreading(hops, settings.spreadFactor()))
                .spread(seeds, graph.withoutHubs(settings.maxEntityFanOut()));
    }

    private static void assertSame(String what, List<Activation> actual, List<Activation> expected) {
        assertThat(actual.stream().map(Activation::memoryId).toList())
                .as(what + ": memories, in order")
                .isEqualTo(expected.stream().map(Activation::memoryId).toList());
        for (int i = 0; i < expected.size(); i++) {
            Activation a = actual.get(i);
            Activation e = expected.get(i);
            assertThat(a.activation())
                    .as(what + ": activation of " + e.memoryId())
                    .isCloseTo(e.activation(), within(TOLERANCE));
            assertThat(a.hops()).as(what + ": hops of " + e.memoryId()).isEqualTo(e.hops());
            for (int s = 0; s < e.path().size(); s++) {
                PathStep as = a.path().get(s);
                PathStep es = e.path().get(s);
                String step = what + ": step " + s + " of " + e.memoryId();
                assertThat(List.of(as.fromId(), as.edgeKind(), String.valueOf(as.viaEntity()), as.toId()))
                        .as(step)
                        .isEqualTo(List.of(es.fromId(), es.edgeKind(), String.valueOf(es.viaEntity()), es.toId()));
                assertThat(as.edgeWeight()).as(step).isCloseTo(es.edgeWeight(), within(TOLERANCE));
                assertThat(as.contribution()).as(step).isCloseTo(es.contribution(), within(TOLERANCE));
            }
        }
    }

    private static GraphSettings settings(
            int maxNeighbours, int maxFrontier, int maxEntityFanOut, double minActivation) {
        return new GraphSettings(
                0.4,
                5,
                1.0,
                0.5,
                maxNeighbours,
                maxFrontier,
                maxEntityFanOut,
                0.5,
                minActivation,
                0.1,
                5,
                0.15,
                0.5,
                30,
                0.5,
                0.5);
    }

    private static final GraphSettings DEFAULTS = settings(20, 200, 64, 0.01);

    @Test
    void spread_handBuiltGraph_bothVariantsGiveTheWorkedValues() {
        List<String> memories = new ArrayList<>(List.of("A", "B", "C", "D", "E"));
        List<Association> associations = new ArrayList<>(List.of(
                new Association("A", "B", 0.8, AssociationKind.SEMANTIC),
                new Association("B", "A", 0.3, AssociationKind.TEMPORAL), // parallel, weaker: ignored
                new Association("C", "B", 0.5, AssociationKind.TEMPORAL), // followed against its direction
                new Association("A", "A", 1.0, AssociationKind.EXPLICIT))); // self-edge: ignored
        List<Mention> mentions = new ArrayList<>(List.of(new Mention("A", "biscuit"), new Mention("D", "biscuit")));
        for (int i = 0; i < 65; i++) { // a hub of 66 memories: skipped
            memories.add("hub-" + i);
            mentions.add(new Mention("hub-" + i, "caroline"));
        }
        mentions.add(new Mention("A", "caroline"));
        mentions.add(new Mention("E", "caroline"));
        Graph graph = new Graph(memories, associations, mentions);
        write(graph);
        Map<String, Double> seeds = Map.of("A", 1.0);

        List<Activation> java = java(DEFAULTS, seeds, 2);
        List<Activation> oneQuery = oneQuery(DEFAULTS, seeds, 2);

        double d = 0.5 * Math.pow(2, -0.5);
        assertThat(java).extracting(Activation::memoryId).containsExactly("A", "B", "D", "C");
        assertThat(java).extracting(Activation::activation).containsExactly(1.0, 0.4, d, 0.1);
        assertThat(java.get(3).path())
                .extracting(PathStep::edgeKind)
                .containsExactly("ASSOCIATED:semantic", "ASSOCIATED:temporal");
        assertThat(java.get(2).path().getFirst().viaEntity()).isEqualTo("biscuit");
        assertSame("one query against Java", oneQuery, java);
        assertSame("Java against the whole graph", java, reference(DEFAULTS, graph, seeds, 2));
        assertSame("hops 1", oneQuery(DEFAULTS, seeds, 1), java(DEFAULTS, seeds, 1));
        assertThat(oneQuery(DEFAULTS, seeds, 0))
                .extracting(Activation::memoryId)
                .containsExactly("A");
    }

    @Test
    void spread_randomGraphs_bothVariantsEqualTheSpreadingOverTheWholeGraph() {
        SplittableRandom random = new SplittableRandom(20_260_504L);
        int spread = 0;
        for (int round = 0; round < 24; round++) {
            try (Session session = SharedNeo4j.driver().session()) {
                session.run("MATCH (n) DETACH DELETE n").consume();
            }
            Graph graph = randomGraph(random);
            write(graph);
            // tight limits on even rounds, so the fan-out, frontier and hub limits all bind; defaults on odd ones;
            // every third round prunes hard (as recall's entry score does), so the fetch skips light links
            double minActivation = round % 3 == 2 ? 0.04 + 0.1 * random.nextDouble() : 0.01;
            GraphSettings settings =
                    round % 2 == 0 ? settings(3, 4, 6, minActivation) : settings(20, 200, 64, minActivation);
            Map<String, Double> seeds = new LinkedHashMap<>();
            int seedCount = 1 + random.nextInt(6);
            while (seeds.size() < seedCount) {
                double activation = random.nextBoolean() ? 1.0 : 0.05 + 0.95 * random.nextDouble();
                seeds.put(graph.memories().get(random.nextInt(graph.memories().size())), activation);
            }
            for (int hops = 1; hops <= 4; hops++) {
                String what = "round " + round + ", hops " + hops;
                List<Activation> java = java(settings, seeds, hops);
                assertSame(what + ", one query against Java", oneQuery(settings, seeds, hops), java);
                assertSame(what + ", Java against the whole graph", java, reference(settings, graph, seeds, hops));
                if (java.stream().anyMatch(a -> a.hops() >= 2)) {
                    spread++;
                }
            }
        }
        assertThat(spread)
                .as("random graphs where activation went two hops or more")
                .isGreaterThan(40);
    }

    /**
     * 8 to 60 memories; associations of every kind with weights drawn from a few values (ties) or at random,
     * parallel and self edges; 1 to 12 entities, each memory naming up to 3 of them, skewed so some are hubs.
     */
    private static Graph randomGraph(SplittableRandom random) {
        int n = 8 + random.nextInt(53);
        List<String> memories = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            memories.add(String.format("m%03d", random.nextInt(1000)) + "-" + i);
        }
        double[] tiedWeights = {0.25, 0.5, 0.75, 1.0};
        AssociationKind[] kinds = AssociationKind.values();
        List<Association> associations = new ArrayList<>();
        int edges = random.nextInt(3 * n);
        for (int e = 0; e < edges; e++) {
            String s = memories.get(random.nextInt(n));
            String t = random.nextInt(20) == 0 ? s : memories.get(random.nextInt(n));
            double w = random.nextBoolean() ? tiedWeights[random.nextInt(4)] : 0.01 + 0.99 * random.nextDouble();
            associations.add(new Association(s, t, w, kinds[random.nextInt(kinds.length)]));
        }
        int entities = 1 + random.nextInt(12);
        List<Mention> mentions = new ArrayList<>();
        Map<String, Boolean> seen = new HashMap<>();
        for (String m : memories) {
            int named = random.nextInt(4);
            for (int k = 0; k < named; k++) {
                int rank = (int) Math.floor(entities * Math.pow(random.nextDouble(), 2)); // skewed to the first
                String key = "entity-" + rank;
                if (seen.putIfAbsent(m + "|" + key, true) == null) {
                    mentions.add(new Mention(m, key));
                }
            }
        }
        return new Graph(memories, associations, mentions);
    }
}
