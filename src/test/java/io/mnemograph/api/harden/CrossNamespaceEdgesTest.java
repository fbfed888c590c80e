package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.recall.Expansion;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

/**
 * Defence in depth: the service never makes an edge between namespaces, but if one existed (a bug, a hand edit, an
 * import), no query may follow it. Each test plants such an edge directly in the graph and checks that the
 * namespace's own reads and writes ignore it.
 */
@MnemographTest
class CrossNamespaceEdgesTest extends ApiTest {

    @Inject
    MemoryStore store;

    private static List<Record> cypher(String query, Map<String, Object> params) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(query, params).list();
        }
    }

    private static void plant(String edge, String from, String to) {
        cypher(
                "MATCH (a:Memory {id: $from}), (b:Memory {id: $to}) CREATE (a)-[:" + edge + " {weight: 0.9,"
                        + " kind: 'explicit', created_at: datetime('2020-01-01T00:00:00Z'),"
                        + " last_co_retrieval: datetime('2020-01-01T00:00:00Z')}]->(b)",
                Map.of("from", from, "to", to));
    }

    @Test
    void history_doesNotFollowASupersedesEdgeFromAnotherNamespace() {
        String mine = remember("{\"content\": \"The meeting is on Monday\", \"namespace\": \"ns-a\"}");
        String theirs = remember("{\"content\": \"Their secret plan\", \"namespace\": \"ns-b\"}");
        plant("SUPERSEDES", theirs, mine);
        cypher(
                "MATCH (a:Memory {id: $from}), (b:Memory {id: $to}) CREATE (a)-[:CONFLICTS_WITH {similarity: 0.9}]->(b)",
                Map.of("from", theirs, "to", mine));

        ApiClient.Reply history = api.get("/v1/memories/" + mine + "/history?namespace=ns-a");

        assertThat(history.status()).as(history.text()).isEqualTo(200);
        assertThat(history.text()).doesNotContain(theirs).doesNotContain("secret");
    }

    @Test
    void recall_aSupersedesEdgeFromAnotherNamespace_doesNotHideTheMemory() {
        String mine =
                remember("{\"content\": \"The spare key is under the blue flower pot\", \"namespace\": \"ns-a\"}");
        String theirs = remember("{\"content\": \"The spare key moved\", \"namespace\": \"ns-b\"}");
        plant("SUPERSEDES", theirs, mine);

        ApiClient.Reply recall = api.post(
                "/v1/recall",
                "{\"query\": \"where is the spare key\", \"namespace\": \"ns-a\","
                        + " \"threshold\": 0, \"boost\": false}");

        assertThat(recall.text()).contains(mine).doesNotContain(theirs);
    }

    @Test
    void recall_spreadingDoesNotCrossAnEntityOfAnotherNamespace() {
        String mine = remember("{\"content\": \"Caroline adopted a puppy\", \"namespace\": \"ns-a\","
                + " \"entities\": [\"Caroline\"]}");
        String theirs = remember("{\"content\": \"Caroline's bank password is hunter2\", \"namespace\": \"ns-b\","
                + " \"entities\": [\"Caroline\"]}");
        remember("{\"content\": \"Caroline likes tea\", \"namespace\": \"ns-b\", \"entities\": [\"Caroline\"]}");
        cypher(
                "MATCH (m:Memory {id: $mine}), (e:Entity {namespace: 'ns-b', key: 'caroline'}) CREATE (m)-[:MENTIONS]->(e)",
                Map.of("mine", mine));

        List<Expansion> hop = store.read(tx -> tx.recall().expand("ns-a", Map.of(mine, 0.0), 20, 64, 0.5, List.of()));

        assertThat(hop).extracting(Expansion::targetId).doesNotContain(theirs);
        ApiClient.Reply recall = api.post(
                "/v1/recall",
                "{\"query\": \"Caroline adopted a puppy\", \"namespace\":"
                        + " \"ns-a\", \"threshold\": 0, \"hops\": 2, \"boost\": false}");
        assertThat(recall.text()).contains(mine).doesNotContain(theirs).doesNotContain("hunter2");
    }

    @Test
    void consolidate_doesNotDecayOrPruneAnEdgeIntoAnotherNamespace() {
        String mine = remember("{\"content\": \"A note of mine\", \"namespace\": \"ns-a\"}");
        String theirs = remember("{\"content\": \"A note of theirs\", \"namespace\": \"ns-b\"}");
        plant("ASSOCIATED", mine, theirs);
        cypher(
                "MATCH (:Memory {id: $from})-[r:ASSOCIATED]->(:Memory {id: $to}) SET r.kind = 'co_recall',"
                        + " r.weight = 0.06",
                Map.of("from", mine, "to", theirs));

        assertThat(api.post("/v1/consolidate", "{\"namespace\": \"ns-a\"}").status())
                .isEqualTo(200);

        List<Record> edge = cypher(
                "MATCH (:Memory {id: $from})-[r:ASSOCIATED]->(:Memory {id: $to})"
                        + " RETURN r.decayed_at AS decayed_at",
                Map.of("from", mine, "to", theirs));
        assertThat(edge).as("not pruned by ns-a's sweep").hasSize(1);
        assertThat(edge.getFirst().get("decayed_at").isNull())
                .as("not decayed by ns-a's sweep")
                .isTrue();
    }
}
