package io.mnemograph.analytics;

import io.mnemograph.analytics.AnalyticsSummary.CentralMemory;
import io.mnemograph.analytics.AnalyticsSummary.Community;
import io.mnemograph.analytics.AnalyticsSummary.Edges;
import io.mnemograph.analytics.AnalyticsSummary.StabilityBucket;
import io.mnemograph.analytics.AnalyticsSummary.SuggestedAssociation;
import io.mnemograph.analytics.AnalyticsSummary.Tier;
import io.mnemograph.analytics.AnalyticsSummary.TopEntity;
import io.mnemograph.core.Futures;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;

/**
 * Graph analytics over one namespace with Graph Data Science (docs/analytics.md): counts in one read transaction,
 * then PageRank, Louvain and node similarity each on its own projection, dropped after use.
 */
@Singleton
public final class GraphAnalytics {

    /** Weight of a mention edge in the topic graph: as strong as the strongest automatic association (0.5). */
    static final double MENTION_WEIGHT = 0.5;

    static final double STABILITY_BUCKET_WIDTH = 0.5;
    static final int TOP_ENTITIES = 5;
    /** Jaccard similarity below which two memories are not suggested as associated (one shared entity of three). */
    static final double SIMILARITY_CUTOFF = 0.3;

    private final Neo4jConnection connection;
    private final CypherLibrary cypher;
    private volatile boolean gdsInstalled;

    public GraphAnalytics(Neo4jConnection connection, CypherLibrary cypher) {
        this.connection = connection;
        this.cypher = cypher;
    }

    /**
     * True when the connected Neo4j has Graph Data Science installed. Once it has answered yes, that is kept: the
     * question took 30-250 ms of every summary (idle, up to seconds loaded), and a plugin is not removed from a
     * running server.
     */
    public boolean gdsAvailable() {
        if (gdsInstalled) {
            return true;
        }
        connection.awaitGds();
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            gdsInstalled = session.run(cypher.statement(CypherQuery.ANALYTICS_GDS_AVAILABLE))
                    .single()
                    .get("available")
                    .asBoolean();
            return gdsInstalled;
        }
    }

    /**
     * The headline figures of {@code namespace}, with {@code top} rows at most per ranked list. The counts and the
     * three algorithms run at once, each in a session of its own: they share nothing but the database, and one after
     * the other the first summary took 4.9 s on an idle 2-core machine (docs/analytics.md).
     */
    public AnalyticsSummary summary(String namespace, int top) {
        try (ExecutorService parts = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<Counts> counts = parts.submit(() -> inSession(s -> s.executeRead(tx -> counts(tx, namespace))));
            Future<List<CentralMemory>> central = parts.submit(() -> inSession(s -> central(s, namespace, top)));
            Future<List<Community>> communities = parts.submit(() -> inSession(s -> communities(s, namespace, top)));
            Future<List<SuggestedAssociation>> suggestions =
                    parts.submit(() -> inSession(s -> suggestions(s, namespace, top)));
            Counts counted = Futures.result(counts, "analytics");
            return new AnalyticsSummary(
                    namespace,
                    counted.tiers().stream().mapToLong(Tier::memories).sum(),
                    counted.tiers(),
                    counted.edges(),
                    counted.stability(),
                    Futures.result(central, "analytics"),
                    Futures.result(communities, "analytics"),
                    Futures.result(suggestions, "analytics"));
        }
    }

    private <T> T inSession(Function<Session, T> work) {
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            return work.apply(session);
        }
    }

    private record Counts(List<Tier> tiers, List<Edges> edges, List<StabilityBucket> stability) {}

    private Counts counts(TransactionContext tx, String namespace) {
        Map<String, Object> ns = Map.of("namespace", namespace);
        List<Tier> tiers = tx.run(cypher.statement(CypherQuery.ANALYTICS_TIER_COUNTS), ns)
                .list(r -> new Tier(
                        r.get("tier").asString(),
                        r.get("memories").asLong(),
                        r.get("mean_stability").asDouble(0.0),
                        r.get("median_stability").asDouble(0.0),
                        r.get("max_stability").asDouble(0.0),
                        r.get("recalled").asLong()));
        List<Edges> edges = tx.run(cypher.statement(CypherQuery.ANALYTICS_EDGE_COUNTS), ns)
                .list(r -> new Edges(
                        r.get("type").asString(),
                        r.get("kind").asString(null),
                        r.get("edges").asLong()));
        List<StabilityBucket> stability = tx.run(
                        cypher.statement(CypherQuery.ANALYTICS_STABILITY_DISTRIBUTION),
                        Map.of("namespace", namespace, "bucket_width", STABILITY_BUCKET_WIDTH))
                .list(r -> new StabilityBucket(
                        r.get("tier").asString(),
                        r.get("bucket").asDouble(),
                        r.get("memories").asLong()));
        return new Counts(tiers, edges, stability);
    }

    private List<CentralMemory> central(Session session, String namespace, int top) {
        try (Projection graph = Projection.project(
                session,
                cypher,
                CypherQuery.ANALYTICS_PROJECT_MEMORY_GRAPH,
                "memories",
                Map.of("namespace", namespace))) {
            if (graph.isEmpty()) {
                return List.of();
            }
            return session.run(
                            cypher.statement(CypherQuery.ANALYTICS_PAGERANK),
                            Map.of("graph", graph.name(), "limit", top))
                    .list(r -> new CentralMemory(
                            r.get("id").asString(),
                            r.get("content").asString(),
                            r.get("score").asDouble(),
                            r.get("tier").asString(),
                            r.get("associations").asLong()));
        }
    }

    private List<Community> communities(Session session, String namespace, int top) {
        try (Projection graph = Projection.project(
                session,
                cypher,
                CypherQuery.ANALYTICS_PROJECT_TOPIC_GRAPH,
                "topics",
                Map.of("namespace", namespace, "mention_weight", MENTION_WEIGHT))) {
            if (graph.isEmpty()) {
                return List.of();
            }
            return session.run(
                            cypher.statement(CypherQuery.ANALYTICS_COMMUNITIES),
                            Map.of("graph", graph.name(), "limit", top, "top_entities", TOP_ENTITIES))
                    .list(GraphAnalytics::community);
        }
    }

    private static Community community(Record r) {
        return new Community(
                r.get("community").asLong(),
                r.get("memories").asLong(),
                r.get("top_entities")
                        .asList(e -> new TopEntity(
                                e.get("key").asString(),
                                e.get("name").asString(),
                                e.get("kind").asString(null),
                                e.get("mentions").asLong())),
                r.get("example_ids").asList(Value::asString));
    }

    private List<SuggestedAssociation> suggestions(Session session, String namespace, int top) {
        try (Projection graph = Projection.project(
                session,
                cypher,
                CypherQuery.ANALYTICS_PROJECT_MENTION_GRAPH,
                "mentions",
                Map.of("namespace", namespace))) {
            if (graph.isEmpty()) {
                return List.of();
            }
            return session.run(
                            cypher.statement(CypherQuery.ANALYTICS_SIMILAR_MEMORIES),
                            Map.of("graph", graph.name(), "top_k", top, "cutoff", SIMILARITY_CUTOFF, "limit", top))
                    .list(r -> new SuggestedAssociation(
                            r.get("source").asString(),
                            r.get("target").asString(),
                            r.get("similarity").asDouble(),
                            r.get("shared_entities").asList(Value::asString)));
        }
    }
}
