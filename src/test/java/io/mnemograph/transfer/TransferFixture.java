package io.mnemograph.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.SharedNeo4j;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Record;

/**
 * A namespace with every kind of node, edge and state, made through the HTTP API as a user would: memories hot, cold,
 * core, superseded, resurrected, project-scoped, expiring, with metadata and idempotency keys; entities; sessions with
 * turns; edges of every kind (semantic, temporal, explicit and co-recall associations, decayed by a sweep, mentions,
 * in-session with activation turns, supersedes, conflicts).
 */
final class TransferFixture {

    /** The memories of the fixture, by role. */
    record Ids(String puppy, String frisbee, String puppyAgain, String twoPuppies, String tomatoes, String cello) {}

    private TransferFixture() {}

    static Ids build(ApiClient api, String namespace) {
        String ns = "\"namespace\": \"" + namespace + "\", ";
        String puppy = remember(
                api,
                "{" + ns + "\"content\": \"Caroline adopted a puppy named Biscuit.\","
                        + " \"session_id\": \"s1\", \"occurred_at\": \"2024-01-01T10:00:00Z\", \"kind\": \"fact\","
                        + " \"metadata\": {\"source\": \"chat\", \"turn\": 1, \"tags\": [\"pets\"]},"
                        + " \"idempotency_key\": \"turn-1\"}");
        String frisbee = remember(
                api,
                "{" + ns + "\"content\": \"Biscuit learned to fetch the frisbee at the park.\","
                        + " \"session_id\": \"s1\", \"occurred_at\": \"2024-01-01T10:05:00Z\"}");
        String puppyAgain = remember(
                api,
                "{" + ns + "\"content\": \"Caroline adopted a puppy called Biscuit.\","
                        + " \"session_id\": \"s2\", \"occurred_at\": \"2024-01-01T11:00:00Z\", \"importance\": 1.5}");
        String twoPuppies = remember(
                api,
                "{" + ns + "\"content\": \"Actually, Caroline adopted two puppies, Biscuit"
                        + " and Pepper.\", \"session_id\": \"s2\", \"occurred_at\": \"2024-01-01T11:05:00Z\","
                        + " \"supersedes\": \"" + puppy + "\"}");
        String tomatoes = remember(
                api,
                "{" + ns + "\"content\": \"The tomato seedlings need watering every"
                        + " morning.\", \"scope\": \"project\", \"project\": \"garden\", \"ttl_seconds\": 315360000,"
                        + " \"occurred_at\": \"2024-01-01T12:00:00Z\", \"entities\": [\"Tomato\"]}");
        String cello = remember(
                api,
                "{" + ns + "\"content\": \"Jon plays the cello in a quartet.\","
                        + " \"weight\": 0.7, \"strength\": 1.5, \"occurred_at\": \"2024-01-01T12:30:00Z\"}");
        Reply linked = api.post(
                "/v1/associations",
                "{" + ns + "\"source\": \"" + cello + "\", \"target\": \"" + tomatoes + "\", \"weight\": 0.8}");
        assertThat(linked.status()).as(linked.text()).isEqualTo(201);

        // recalled together in session s3 two days later: boosts, co-recall edges, activation turns
        recall(api, namespace, "Biscuit the puppy and the frisbee", "s3", "2024-01-03T10:00:00Z", 3);
        // used in three sessions, and linked to each as a recall in it would: the sweep promotes it to core
        cypher(
                "MATCH (m:Memory {id: $id}) SET m.session_ids = ['s1', 's2', 's3'], m.access_count = 2,"
                        + " m.last_accessed_at = $at"
                        + " WITH m UNWIND m.session_ids AS sid"
                        + " MATCH (s:Session {namespace: m.namespace, id: sid})"
                        + " MERGE (m)-[r:IN_SESSION]->(s) SET r.activated_turn = s.turn",
                Map.of("id", cello, "at", time("2024-01-02T10:00:00Z")));
        // half a year later: the unused memories cool, associations decay
        Reply swept = api.post("/v1/consolidate", "{" + ns + "\"at\": \"2024-06-30T10:00:00Z\"}");
        assertThat(swept.status()).as(swept.text()).isEqualTo(200);
        // a recall brings cold memories back (hot again, resurrected_at set) and links the two it returns
        // (co_recall: the sweep pruned the weak links of the first recall)
        Reply back = recall(
                api, namespace, "Biscuit learned to fetch the frisbee at the park", null, "2024-07-01T10:00:00Z", 2);
        assertThat(back.text()).contains(frisbee).contains("\"resurrected\":true");
        return new Ids(puppy, frisbee, puppyAgain, twoPuppies, tomatoes, cello);
    }

    static Reply recall(ApiClient api, String namespace, String query, String session, String at, int limit) {
        Reply reply = api.post(
                "/v1/recall",
                "{\"namespace\": \"" + namespace + "\", \"query\": \"" + query + "\","
                        + (session == null ? "" : " \"session_id\": \"" + session + "\",")
                        + " \"at\": \"" + at + "\", \"threshold\": 0, \"limit\": " + limit + "}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    static String remember(ApiClient api, String body) {
        Reply reply = api.post("/v1/memories", body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        return reply.string("id");
    }

    static List<Record> cypher(String statement, Map<String, Object> params) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(statement, params).list();
        }
    }

    static ZonedDateTime time(String iso) {
        return ZonedDateTime.parse(iso).withZoneSameInstant(ZoneOffset.UTC);
    }
}
