package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

/**
 * {@code DELETE /v1/namespaces/{ns}} forgets a whole tenant: afterwards probes of the vector index, the full-text
 * index, the cold tier, every node and every edge find nothing of it, and another namespace is exactly as it was.
 */
@MnemographTest
class NamespaceDeletionTest extends ApiTest {

    private static final String CONTENT_WORD = "zeppelin";

    private ApiClient.Reply deleteNamespace(String namespace, String body) {
        try {
            var response = http.toBlocking()
                    .exchange(
                            HttpRequest.DELETE("/v1/namespaces/" + namespace, body)
                                    .contentType(MediaType.APPLICATION_JSON_TYPE),
                            String.class);
            return new ApiClient.Reply(response.code(), null, response.body());
        } catch (HttpClientResponseException e) {
            return new ApiClient.Reply(
                    e.getStatus().getCode(),
                    null,
                    e.getResponse().getBody(String.class).orElse(""));
        }
    }

    /** A namespace with every kind of thing in it: sessions, entities, associations, a cold memory, keys, a lock. */
    private void fill(String namespace) {
        String first =
                remember("{\"content\": \"Caroline flew the " + CONTENT_WORD + " over Lisbon\", \"namespace\": \""
                        + namespace + "\", \"session_id\": \"s1\", \"entities\": [\"Caroline\", \"Lisbon\"],"
                        + " \"idempotency_key\": \"k1\"}");
        String second = remember("{\"content\": \"The " + CONTENT_WORD + " landed in Porto\", \"namespace\": \""
                + namespace + "\", \"session_id\": \"s1\", \"supersedes\": \"" + first + "\"}");
        String cold = remember("{\"content\": \"An old " + CONTENT_WORD + " note\", \"namespace\": \"" + namespace
                + "\", \"occurred_at\": \"2020-01-01T00:00:00Z\"}");
        assertThat(api.post(
                                "/v1/associations",
                                "{\"source\": \"" + second + "\", \"target\": \"" + cold
                                        + "\", \"weight\": 0.9, \"namespace\": \"" + namespace + "\"}")
                        .status())
                .isIn(200, 201);
        // as of 2021 (a replay of the past): the 2020 note had gone unused for a year; as of now it would not be
        // stale, since it reached the service just now (docs/decisions/0011-nothing-buried.md)
        assertThat(api.post(
                                "/v1/consolidate",
                                "{\"namespace\": \"" + namespace + "\", \"at\": \"2021-06-01T00:00:00Z\"}")
                        .status())
                .isEqualTo(200);
        assertThat(api.get("/v1/memories/" + cold + "?namespace=" + namespace).string("tier"))
                .isEqualTo("cold");
        // a recall that does not reach the cold note (a recall that returned it would bring it back from cold)
        assertThat(api.post(
                                "/v1/recall",
                                "{\"query\": \"Porto\", \"namespace\": \"" + namespace
                                        + "\", \"session_id\": \"s2\", \"seeds\": \"hybrid\", \"hops\": 0, \"limit\": 1}")
                        .status())
                .isEqualTo(200);
        cypher(
                "MERGE (l:SweepLock {namespace: $ns}) SET l.owner = 'crashed-sweep', l.expires_at = datetime()",
                Map.of("ns", namespace));
    }

    private static List<Record> cypher(String query, Map<String, Object> params) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(query, params).list();
        }
    }

    /** Everything of the namespace as counts: nodes by label, edges touching them, index hits. */
    private static Map<String, Long> probe(String namespace) {
        Record counts =
                cypher("""
                CALL () { MATCH (n) WHERE n.namespace = $ns RETURN count(n) AS nodes }
                CALL () { MATCH (m:Memory:Cold) WHERE m.namespace = $ns RETURN count(m) AS cold }
                CALL () { MATCH (a)-[r]-() WHERE a.namespace = $ns RETURN count(r) AS edges }
                CALL () {
                  MATCH (m:Memory) WHERE m.embedding IS NOT NULL WITH m LIMIT 1
                  CALL db.index.vector.queryNodes('memory_embedding', 1000, m.embedding) YIELD node
                  RETURN count(CASE WHEN node.namespace = $ns THEN 1 END) AS vector_hits
                }
                CALL () {
                  CALL db.index.fulltext.queryNodes('memory_content_namespaced', 'content:' + $word) YIELD node
                  RETURN count(CASE WHEN node.namespace = $ns THEN 1 END) AS fulltext_hits
                }
                RETURN nodes, cold, edges, vector_hits, fulltext_hits
                """, Map.of("ns", namespace, "word", CONTENT_WORD)).getFirst();
        return Map.of(
                "nodes",
                counts.get("nodes").asLong(),
                "cold",
                counts.get("cold").asLong(),
                "edges",
                counts.get("edges").asLong(),
                "vector_hits",
                counts.get("vector_hits").asLong(),
                "fulltext_hits",
                counts.get("fulltext_hits").asLong());
    }

    @Test
    void deleteNamespace_removesEverythingOfIt_andNothingOfAnother() {
        fill("doomed");
        fill("kept");
        Map<String, Long> before = probe("doomed");
        assertThat(before)
                .allSatisfy((what, count) -> assertThat(count).as(what).isPositive());
        Map<String, Long> keptBefore = probe("kept");

        ApiClient.Reply deleted = deleteNamespace("doomed", "{\"confirm\": \"doomed\"}");

        assertThat(deleted.status()).as(deleted.text()).isEqualTo(200);
        assertThat(deleted.text()).contains("\"nodes_deleted\":" + before.get("nodes"));
        assertThat(probe("doomed"))
                .allSatisfy((what, count) -> assertThat(count).as(what).isZero());
        assertThat(probe("kept")).isEqualTo(keptBefore);
        ApiClient.Reply recall = api.post(
                "/v1/recall",
                "{\"query\": \"" + CONTENT_WORD + "\", \"namespace\":"
                        + " \"doomed\", \"threshold\": 0, \"seeds\": \"hybrid\"}");
        assertThat(recall.node("results").size()).isZero();
        ApiClient.Reply again = deleteNamespace("doomed", "{\"confirm\": \"doomed\"}");
        assertThat(again.status())
                .as("a repeat finishes an interrupted run; here nothing is left")
                .isEqualTo(200);
        assertThat(again.text()).contains("\"nodes_deleted\":0");
        assertThat(api.post(
                                "/v1/memories",
                                "{\"content\": \"a fresh start\", \"namespace\": \"doomed\","
                                        + " \"idempotency_key\": \"k1\"}")
                        .status())
                .as("the idempotency key is gone too")
                .isEqualTo(201);
    }

    @Test
    void deleteNamespace_withoutAMatchingConfirm_answers400NamingConfirm_andDeletesNothing() {
        fill("safe");
        Map<String, Long> before = probe("safe");
        for (String body : new String[] {"", "{}", "{\"confirm\": \"other\"}", "{\"confirm\": 1}"}) {
            ApiClient.Reply refused = deleteNamespace("safe", body);
            assertThat(refused.status()).as(body + " -> " + refused.text()).isEqualTo(400);
            assertThat(refused.text()).contains("\"field\":\"confirm\"");
        }
        assertThat(probe("safe")).isEqualTo(before);
    }
}
