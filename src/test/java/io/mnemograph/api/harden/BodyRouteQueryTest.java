package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A query parameter on a route that takes a JSON body (issue 46 item 6): {@code ?namespace=} on a POST or PATCH was
 * ignored, so the request used the body's namespace (or {@code default}) without a word. Now every such route answers
 * 400 naming the parameter, and nothing is written.
 */
@MnemographTest
class BodyRouteQueryTest extends ApiTest {

    private static final String NS = "query-on-body-route";

    private static long memories(String statement, String value) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(statement, Map.of("value", value))
                    .single()
                    .get("n")
                    .asLong();
        }
    }

    @Test
    void everyBodyRoute_withANamespaceQueryParameter_answers400NamingIt_andWritesNothing() {
        String id = api.post("/v1/memories", "{\"namespace\": \"" + NS + "\", \"content\": \"The kettle is blue.\"}")
                .string("id");
        Map<String, String> routes = Map.of(
                "/v1/memories", "{\"content\": \"The kettle is red.\"}",
                "/v1/memories/batch", "{\"memories\": [{\"content\": \"The kettle is green.\"}]}",
                "/v1/recall", "{\"query\": \"kettle\"}",
                "/v1/consolidate", "{}",
                "/v1/associations", "{}");
        for (Map.Entry<String, String> route : routes.entrySet()) {
            Reply reply = api.post(route.getKey() + "?namespace=" + NS, route.getValue());
            assertThat(reply.status())
                    .as("%s: %s", route.getKey(), reply.text())
                    .isEqualTo(400);
            assertThat(reply.errorField()).as(route.getKey()).isEqualTo("namespace");
            assertThat(reply.text()).as(route.getKey()).contains("JSON body");
        }
        Reply patch = api.patch("/v1/memories/" + id + "?namespace=" + NS, "{\"importance\": 1.5}");
        assertThat(patch.status()).as(patch.text()).isEqualTo(400);
        assertThat(patch.errorField()).isEqualTo("namespace");

        assertThat(memories("MATCH (m:Memory {namespace: $value}) RETURN count(m) AS n", NS))
                .isEqualTo(1);
        assertThat(memories(
                        "MATCH (m:Memory) WHERE m.content STARTS WITH $value RETURN count(m) AS n", "The kettle is "))
                .as("nothing stored in any namespace but the first memory")
                .isEqualTo(1);
    }

    @Test
    void bodyRoute_withoutAQuery_isServedAsBefore() {
        Reply stored =
                api.post("/v1/memories", "{\"namespace\": \"" + NS + "-plain\", \"content\": \"The mug is white.\"}");
        assertThat(stored.status()).as(stored.text()).isEqualTo(201);
    }
}
