package io.mnemograph.store;

import io.mnemograph.testing.SharedNeo4j;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.exceptions.ClientException;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Graph Data Science in the embedded default: {@code gds.*} answers over Bolt and the Query API, or not at all. */
class EmbeddedGdsTest {

    @Test
    void gdsVersion_answersOverBolt() {
        try (var session = SharedNeo4j.driver().session()) {
            assertThat(session.run("RETURN gds.version() AS version").single().get("version").asString())
                    .isEqualTo("2.26.0");
        }
    }

    @Test
    void gdsAlgorithms_runOverBolt_onAProjectedGraph() {
        try (var session = SharedNeo4j.driver().session()) {
            session.run("CREATE (:GdsProbe {name: 'a'})-[:PROBE_LINK]->(:GdsProbe {name: 'b'})"
                    + "-[:PROBE_LINK]->(:GdsProbe {name: 'c'})-[:PROBE_LINK]->(:GdsProbe {name: 'b2'})").consume();
            try {
                session.run("CALL gds.graph.project('gds-probe-bolt', 'GdsProbe', 'PROBE_LINK')").consume();
                var ranks = session.run("CALL gds.pageRank.stream('gds-probe-bolt') YIELD nodeId, score "
                        + "RETURN gds.util.asNode(nodeId).name AS name, score ORDER BY score DESC").list();
                assertThat(ranks).hasSize(4);
                assertThat(ranks.get(0).get("name").asString()).isEqualTo("b2");
            } finally {
                session.run("CALL gds.graph.drop('gds-probe-bolt', false)").consume();
                session.run("MATCH (p:GdsProbe) DETACH DELETE p").consume();
            }
        }
    }

    @Test
    void gdsVersion_answersOverTheQueryApi() throws Exception {
        String queryApi = SharedNeo4j.server().httpUrl() + "/db/neo4j/query/v2";
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(queryApi))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"statement\": \"RETURN gds.version() AS version\"}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isBetween(200, 202);
        assertThat(answer.body()).contains("\"version\"").contains("2.26.0");
    }

    @Test
    void gdsOff_leavesTheProceduresUnregistered(@TempDir Path home) {
        try (EmbeddedNeo4j server = EmbeddedNeo4j.start(home, 0, 0, false, false, false);
             Driver driver = GraphDatabase.driver(server.boltUri(), AuthTokens.none());
             var session = driver.session()) {
            assertThat(session.run("RETURN 1 AS one").single().get("one").asInt()).isEqualTo(1);
            assertThatThrownBy(() -> session.run("RETURN gds.version() AS version").consume())
                    .isInstanceOf(ClientException.class).hasMessageContaining("gds.version");
        }
    }
}
