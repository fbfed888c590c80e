package io.mnemograph.store.embedded;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.api.error.Unavailable;
import io.mnemograph.api.http.AnalyticsController;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.testing.SharedNeo4j;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.driver.exceptions.ClientException;

/**
 * Graph Data Science in the embedded default: {@code gds.*} answers over Bolt and the Query API; with the setting off
 * it is not there, and the analytics summary says so with a 503.
 */
class EmbeddedGdsTest {

    @Test
    void gdsVersion_answersOverBolt() {
        try (var session = SharedNeo4j.driver().session()) {
            assertThat(session.run("RETURN gds.version() AS version")
                            .single()
                            .get("version")
                            .asString())
                    .isEqualTo("2.26.0");
        }
    }

    @Test
    void gdsAlgorithms_runOverBolt_onAProjectedGraph() {
        try (var session = SharedNeo4j.driver().session()) {
            session.run("CREATE (:GdsProbe {name: 'a'})-[:PROBE_LINK]->(:GdsProbe {name: 'b'})"
                            + "-[:PROBE_LINK]->(:GdsProbe {name: 'c'})-[:PROBE_LINK]->(:GdsProbe {name: 'b2'})")
                    .consume();
            try {
                session.run("CALL gds.graph.project('gds-probe-bolt', 'GdsProbe', 'PROBE_LINK')")
                        .consume();
                var ranks = session.run("CALL gds.pageRank.stream('gds-probe-bolt') YIELD nodeId, score "
                                + "RETURN gds.util.asNode(nodeId).name AS name, score ORDER BY score DESC")
                        .list();
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
        HttpResponse<String> answer = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(queryApi))
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(
                                        "{\"statement\": \"RETURN gds.version() AS version\"}"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isBetween(200, 202);
        assertThat(answer.body()).contains("\"version\"").contains("2.26.0");
    }

    @Test
    void gdsSettingOff_leavesTheProceduresUnregistered_andTheSummaryAnswers503(@TempDir Path dataDir) {
        try (ApplicationContext context = ApplicationContext.run(FreshInstance.settings(dataDir))) {
            try (var session = context.getBean(Neo4jConnection.class).driver().session()) {
                assertThat(session.run("RETURN 1 AS one").single().get("one").asInt())
                        .isEqualTo(1);
                assertThatThrownBy(() ->
                                session.run("RETURN gds.version() AS version").consume())
                        .isInstanceOf(ClientException.class)
                        .hasMessageContaining("gds.version");
            }
            assertThatThrownBy(() -> context.getBean(AnalyticsController.class).summary("default", "10"))
                    .isInstanceOf(Unavailable.class)
                    .hasMessageContaining("mnemograph.embedded.gds")
                    .extracting(e -> ((Unavailable) e).status())
                    .isEqualTo(503);
        }
    }
}
