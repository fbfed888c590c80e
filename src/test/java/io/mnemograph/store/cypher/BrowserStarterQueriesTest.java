package io.mnemograph.store.cypher;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.SharedNeo4j;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.neo4j.driver.Record;

/**
 * The Neo4j Browser starter queries in {@code docs/browser/} (docs/browser-guide.md) run as written, with their
 * {@code :param} defaults, and find what they promise on a small graph; the GDS ones leave no projection behind.
 */
class BrowserStarterQueriesTest {

    private static final Path FOLDER = Path.of("docs", "browser");
    private static final String NAMESPACE = "browser-guide-test";

    @BeforeAll
    static void graph() {
        try (var session = SharedNeo4j.driver().session()) {
            session.run("""
                    CREATE (s:Session {namespace: $ns, id: 'session-1', turn: 3})
                    CREATE (a:Memory:Hot {namespace: $ns, id: 'a', content: 'Caroline adopted Biscuit', weight: 1.0,
                            stability: 1.0})-[:IN_SESSION {activated_turn: 0}]->(s)
                    CREATE (b:Memory:Hot {namespace: $ns, id: 'b', content: 'Biscuit chewed a shoe', weight: 0.1,
                            stability: 0.5})-[:IN_SESSION {activated_turn: 1}]->(s)
                    CREATE (c:Memory:Hot {namespace: $ns, id: 'c', content: 'Biscuit chewed two shoes', weight: 1.0,
                            stability: 0.5})-[:IN_SESSION {activated_turn: 2}]->(s)
                    CREATE (d:Memory:Cold {namespace: $ns, id: 'd', content: 'Melanie glazed a bowl', weight: 1.0,
                            stability: 0.0, access_count: 0, cooled_at: datetime()})
                    CREATE (biscuit:Entity {namespace: $ns, key: 'biscuit', name: 'Biscuit'})
                    CREATE (melanie:Entity {namespace: $ns, key: 'melanie', name: 'Melanie'})
                    CREATE (a)-[:MENTIONS]->(biscuit), (b)-[:MENTIONS]->(biscuit), (c)-[:MENTIONS]->(biscuit),
                           (d)-[:MENTIONS]->(melanie)
                    CREATE (a)-[:ASSOCIATED {weight: 0.5, kind: 'semantic'}]->(b),
                           (c)-[:ASSOCIATED {weight: 0.8, kind: 'explicit'}]->(a),
                           (c)-[:SUPERSEDES]->(b)
                    """, Map.of("ns", NAMESPACE)).consume();
        }
    }

    @AfterAll
    static void cleanUp() {
        try (var session = SharedNeo4j.driver().session()) {
            session.run("MATCH (n) WHERE n.namespace = $ns DETACH DELETE n", Map.of("ns", NAMESPACE))
                    .consume();
        }
    }

    static Stream<String> files() throws IOException {
        try (Stream<Path> files = Files.list(FOLDER)) {
            return files
                    .map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith(".cypher"))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    @ParameterizedTest
    @MethodSource("files")
    void starterQuery_runsAsWritten_andFindsItsRows(String file) throws IOException {
        String text = Files.readString(FOLDER.resolve(file));
        assertThat(text).as("header comment").startsWith("// ");
        String statement = CypherLibrary.strip(text);
        Map<String, Object> parameters = new HashMap<>();
        parameters.put("namespace", NAMESPACE);
        parameters.put("session", "session-1");
        parameters.put("id", null);

        List<Record> rows;
        try (var session = SharedNeo4j.driver().session()) {
            rows = session.run(statement, parameters).list();
        }

        assertThat(rows).as(file).isNotEmpty();
        switch (file) {
            case "1-session-memories.cypher" ->
                assertThat(rows)
                        .extracting(r -> r.get("m").get("id").asString())
                        .containsSubsequence("a", "b", "c");
            case "2-memory-associations.cypher" ->
                assertThat(rows).extracting(r -> r.get("weight").asDouble()).containsExactly(0.8, 0.5);
            case "3-supersedes-chains.cypher" ->
                assertThat(rows.get(0).get("weights").asList()).containsExactly(1.0, 0.1);
            case "4-cold-memories.cypher" ->
                assertThat(rows).extracting(r -> r.get("id").asString()).containsExactly("d");
            case "5-gds-central-memories.cypher" ->
                assertThat(rows.get(0).get("memory").asString()).isEqualTo("Caroline adopted Biscuit");
            case "6-gds-communities.cypher" ->
                assertThat(rows)
                        .extracting(r -> r.get("entities").asList())
                        .anySatisfy(entities -> assertThat(entities).contains("Melanie"));
            default -> throw new AssertionError("no expectation for " + file + ": add one here");
        }
        try (var session = SharedNeo4j.driver().session()) {
            assertThat(session.run("CALL gds.graph.list() YIELD graphName RETURN count(*) AS n")
                            .single()
                            .get("n")
                            .asLong())
                    .as("projections left behind by " + file)
                    .isZero();
        }
    }
}
