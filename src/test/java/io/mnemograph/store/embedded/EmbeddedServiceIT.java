package io.mnemograph.store.embedded;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.core.Scope;
import io.mnemograph.core.SeedMode;
import io.mnemograph.model.NewMemory;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.memory.VisibilityKey;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;
import org.neo4j.driver.exceptions.AuthenticationException;

/**
 * The zero-setup default: no URI configured, so the service starts its own Neo4j, with Browser, authentication on and
 * no cross-origin access, and keeps data.
 */
class EmbeddedServiceIT {

    @TempDir
    Path dataDir;

    private ApplicationContext start() {
        return start(Map.of());
    }

    private ApplicationContext start(Map<String, Object> settings) {
        Map<String, Object> all = new HashMap<>(Map.of(
                "mnemograph.neo4j.uri", "",
                "mnemograph.embedded.data-dir", dataDir.toString(),
                "mnemograph.embedded.bolt-port", 0,
                "mnemograph.embedded.http-port", 0,
                "micronaut.server.port", -1));
        all.putAll(settings);
        return ApplicationContext.run(all);
    }

    /** The vector index's HNSW options as Neo4j reports them: [m, ef_construction]. */
    private static List<Long> hnswOptions(ApplicationContext context) {
        Neo4jConnection connection = context.getBean(Neo4jConnection.class);
        try (var session = connection.driver().session()) {
            var options = session.run("SHOW VECTOR INDEXES YIELD name, options WHERE name = 'memory_embedding' "
                            + "RETURN options.indexConfig AS config")
                    .single()
                    .get("config");
            return List.of(
                    options.get("vector.hnsw.m").asLong(),
                    options.get("vector.hnsw.ef_construction").asLong());
        }
    }

    /**
     * One start and one restart for what every embedded start must do (each start costs ~15 s, so these share them):
     * authentication on and no foreign origin, Browser and Bolt served, the vector index built with the configured
     * HNSW options, data written; after the restart with other options, the data, the index's options and the
     * generated password are all kept.
     */
    @Test
    void embeddedDefault_isLockedServesBrowserAndBolt_andKeepsDataIndexOptionsAndPasswordAcrossRestart()
            throws Exception {
        String id;
        String firstPassword;
        try (ApplicationContext context = start(
                Map.of("mnemograph.vector-index.hnsw-m", 24, "mnemograph.vector-index.hnsw-ef-construction", 150))) {
            Neo4jConnection connection = context.getBean(Neo4jConnection.class);
            assertThat(connection.uri()).startsWith("bolt://127.0.0.1:");
            assertThat(hnswOptions(context)).containsExactly(24L, 150L);
            assertLocked(connection);

            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> browser = http.send(
                    HttpRequest.newBuilder(URI.create(connection.browserUrl()))
                            .GET()
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(browser.statusCode()).isEqualTo(200);
            assertThat(browser.body()).containsIgnoringCase("neo4j");

            id = context.getBean(RememberPipeline.class)
                    .remember(NewMemory.of("default", "The boiler service is booked for 3 March."))
                    .id();

            try (var session = connection.driver().session()) {
                long count = session.run("MATCH (m:Memory:Hot {id: $id}) RETURN count(m) AS n", Map.of("id", id))
                        .single()
                        .get("n")
                        .asLong();
                assertThat(count).isEqualTo(1);
            }

            HttpResponse<String> answer = queryApi(connection, password());
            assertThat(answer.statusCode()).isBetween(200, 202);
            assertThat(answer.body()).contains("boiler service");
            firstPassword = password();
        }

        try (ApplicationContext restarted = start()) {
            var memory = restarted.getBean(MemoryStore.class).read(tx -> tx.get("default", id));
            assertThat(memory).isPresent();
            assertThat(memory.get().content()).isEqualTo("The boiler service is booked for 3 March.");
            assertThat(hnswOptions(restarted))
                    .as("an existing index is not rebuilt at start-up")
                    .containsExactly(24L, 150L);
        }
        assertThat(password()).as("kept across restarts").isEqualTo(firstPassword);
    }

    /** Bolt and the Query API refuse anonymous callers and the initial password; no foreign origin is allowed. */
    private void assertLocked(Neo4jConnection connection) throws Exception {
        Path file = dataDir.resolve("neo4j-password");
        assertThat(Files.getPosixFilePermissions(file))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        assertThat(password()).hasSizeGreaterThanOrEqualTo(40);

        try (Driver anonymous = GraphDatabase.driver(connection.uri(), AuthTokens.none())) {
            assertThatThrownBy(anonymous::verifyConnectivity).isInstanceOf(AuthenticationException.class);
        }
        try (Driver initial = GraphDatabase.driver(connection.uri(), AuthTokens.basic("neo4j", "neo4j"))) {
            assertThatThrownBy(initial::verifyConnectivity)
                    .as("the default password no longer works")
                    .isInstanceOf(AuthenticationException.class);
        }
        assertThat(queryApi(connection, null).statusCode()).isEqualTo(401);
        assertThat(queryApi(connection, password()).statusCode()).isBetween(200, 202);

        HttpResponse<String> preflight = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(
                                        URI.create(connection.browserUrl().replace("/browser/", "/db/neo4j/query/v2")))
                                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                                .header("Origin", "https://evil.example")
                                .header("Access-Control-Request-Method", "POST")
                                .header("Access-Control-Request-Headers", "content-type,authorization")
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(preflight.headers().allValues("Access-Control-Allow-Origin"))
                .doesNotContain("*", "https://evil.example");
    }

    private String password() throws Exception {
        return Files.readString(dataDir.resolve("neo4j-password")).strip();
    }

    /** The memories' contents through the HTTP Query API, with basic auth as neo4j when {@code password} is given. */
    private static HttpResponse<String> queryApi(Neo4jConnection connection, String password) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(
                        URI.create(connection.browserUrl().replace("/browser/", "/db/neo4j/query/v2")))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(
                        "{\"statement\": \"MATCH (m:Memory) RETURN m.content AS content\"}"));
        if (password != null) {
            request.header(
                    "Authorization",
                    "Basic "
                            + Base64.getEncoder()
                                    .encodeToString(("neo4j:" + password).getBytes(StandardCharsets.UTF_8)));
        }
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void embeddedAuthOff_isTheOpenThrowawayMode() throws Exception {
        try (ApplicationContext context =
                start(Map.of("mnemograph.embedded.auth", false, "mnemograph.embedded.gds", false))) {
            Neo4jConnection connection = context.getBean(Neo4jConnection.class);
            try (Driver anonymous = GraphDatabase.driver(connection.uri(), AuthTokens.none())) {
                anonymous.verifyConnectivity();
            }
            assertThat(queryApi(connection, null).statusCode()).isBetween(200, 202);
            assertThat(Files.exists(dataDir.resolve("neo4j-password"))).isFalse();
        }
    }

    @Test
    void vectorIndexFromBeforeTheVisibilityKey_isRebuiltOnIt_andEveryMemoryKeyed() {
        // neither Browser nor GDS is what this is about: both off, for a faster start
        Map<String, Object> bare = Map.of("mnemograph.embedded.browser", false, "mnemograph.embedded.gds", false);
        try (ApplicationContext context = start(bare)) {
            RememberPipeline remember = context.getBean(RememberPipeline.class);
            remember.remember(memory(Scope.GLOBAL, null, "The boiler service is booked for 3 March."));
            remember.remember(memory(Scope.PROJECT, "alpha", "The alpha release ships on Friday 14 June."));
            try (var session = context.getBean(Neo4jConnection.class).driver().session()) {
                session.run("DROP INDEX memory_embedding").consume();
                session.run("CYPHER 25 CREATE VECTOR INDEX memory_embedding FOR (m:Hot) ON m.embedding "
                                + "WITH [m.namespace, m.scope, m.project] OPTIONS { indexConfig: { "
                                + "`vector.dimensions`: 384, `vector.similarity_function`: 'cosine' } }")
                        .consume();
                session.run("MATCH (m:Memory) REMOVE m.visibility").consume();
                session.run("CALL db.awaitIndexes(60)").consume();
            }
        }

        try (ApplicationContext restarted = start(bare)) {
            try (var session = restarted.getBean(Neo4jConnection.class).driver().session()) {
                assertThat(session.run("SHOW VECTOR INDEXES YIELD name, properties WHERE name = 'memory_embedding' "
                                        + "RETURN properties")
                                .single()
                                .get("properties")
                                .asList(Value::asString))
                        .containsExactly("embedding", "visibility");
                List<Record> keys = session.run("MATCH (m:Memory) RETURN m.namespace AS namespace, "
                                + "m.scope AS scope, m.project AS project, m.visibility AS visibility")
                        .list();
                assertThat(keys)
                        .hasSize(2)
                        .allSatisfy(k -> assertThat(k.get("visibility").asString())
                                .isEqualTo(VisibilityKey.of(
                                        k.get("namespace").asString(),
                                        k.get("scope").asString(),
                                        k.get("project").asString(null))));
            }
            RecallPipeline recall = restarted.getBean(RecallPipeline.class);
            assertThat(contents(recall, "When is the boiler service?", null))
                    .contains("The boiler service is booked for 3 March.");
            assertThat(contents(recall, "When does the alpha release ship?", "alpha"))
                    .contains("The alpha release ships on Friday 14 June.");
            assertThat(contents(recall, "When does the alpha release ship?", null))
                    .doesNotContain("The alpha release ships on Friday 14 June.");
        }
    }

    private static NewMemory memory(Scope scope, String project, String content) {
        return NewMemory.in("default", content).scope(scope).project(project).build();
    }

    /** The contents a vector-only recall returns (no spreading, no boosts, no threshold). */
    private static List<String> contents(RecallPipeline recall, String query, String project) {
        return recall
                .recall(RecallRequest.in("default", query)
                        .limit(10)
                        .project(project)
                        .hops(0)
                        .threshold(0.0)
                        .boost(false)
                        .seeds(SeedMode.VECTOR)
                        .build())
                .stream()
                .map(hit -> hit.memory().content())
                .toList();
    }
}
