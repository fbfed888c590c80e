package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /v1/memories/{id}/associations} shows a memory's links (the memory at the other end, kind, direction,
 * weight and weight decayed to now; the entities it mentions) and {@code DELETE /v1/associations} removes one.
 */
@MnemographTest
class AssociationBrowseTest extends ApiTest {

    private static List<JsonNode> list(JsonNode array) {
        List<JsonNode> items = new ArrayList<>();
        array.values().forEach(items::add);
        return items;
    }

    private static JsonNode linkTo(Reply links, String id, String kind) {
        return list(links.node("associations")).stream()
                .filter(l -> l.get("memory_id").getStringValue().equals(id)
                        && l.get("kind").getStringValue().equals(kind))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " link to " + id + ": " + links.text()));
    }

    @Test
    void associations_showBothDirections_kindWeightDecayedWeight_andMentionedEntities() {
        String first = remember("{\"content\": \"Maria booked the ferry to Naxos for July.\", \"session_id\": \"s1\"}");
        String second = remember("{\"content\": \"Maria wants a cabin on the night ferry.\", \"session_id\": \"s1\"}");
        String third = remember("{\"content\": \"Quarterly tax forms are due next week.\"}");
        Reply linked = api.post(
                "/v1/associations", "{\"source\": \"" + first + "\", \"target\": \"" + third + "\", \"weight\": 0.8}");
        assertThat(linked.status()).as(linked.text()).isEqualTo(201);
        // the explicit link was last strengthened 90 days ago: e^(-90/90) of its weight is left (tau 90 days)
        try (var session = SharedNeo4j.driver().session()) {
            session.run(
                            "MATCH (:Memory {id: $a})-[r:ASSOCIATED {kind: 'explicit'}]->(:Memory {id: $b})"
                                    + " SET r.last_co_retrieval = $then",
                            Map.of(
                                    "a",
                                    first,
                                    "b",
                                    third,
                                    "then",
                                    Instant.now().minus(Duration.ofDays(90)).atZone(ZoneOffset.UTC)))
                    .consume();
        }

        Reply links = api.get("/v1/memories/" + first + "/associations");

        assertThat(links.status()).as(links.text()).isEqualTo(200);
        JsonNode explicit = linkTo(links, third, "explicit");
        assertThat(explicit.get("direction").getStringValue()).isEqualTo("out");
        assertThat(explicit.get("weight").getDoubleValue()).isEqualTo(0.8);
        assertThat(explicit.get("decayed_weight").getDoubleValue()).isCloseTo(0.8 * Math.exp(-1), within(1e-3));
        assertThat(explicit.get("content").getStringValue()).startsWith("Quarterly tax");
        assertThat(explicit.get("tier").getStringValue()).isEqualTo("hot");
        JsonNode temporal = linkTo(links, second, "temporal");
        assertThat(temporal.get("direction").getStringValue())
                .as("the later turn links to the earlier")
                .isEqualTo("in");
        assertThat(temporal.get("decayed_weight").getDoubleValue())
                .isCloseTo(temporal.get("weight").getDoubleValue(), within(1e-3));
        assertThat(links.number("association_count"))
                .isEqualTo(links.node("associations").size());
        List<String> entities = list(links.node("entities")).stream()
                .map(e -> e.get("name").getStringValue())
                .toList();
        assertThat(entities).contains("Maria", "Naxos");
        JsonNode maria = list(links.node("entities")).stream()
                .filter(e -> e.get("name").getStringValue().equals("Maria"))
                .findFirst()
                .orElseThrow();
        assertThat(maria.get("memories").getLongValue())
                .as("both turns name Maria")
                .isEqualTo(2);

        Reply fromThird = api.get("/v1/memories/" + third + "/associations");
        assertThat(linkTo(fromThird, first, "explicit").get("direction").getStringValue())
                .isEqualTo("in");
    }

    @Test
    void associations_limit_cutsTheListButNotTheCount_andAnUnknownIdAnswers404() {
        String hub = remember("{\"content\": \"The hub memory about Paris.\"}");
        for (int i = 0; i < 4; i++) {
            String other = remember("{\"content\": \"Unrelated errand number " + i + " at the bakery.\"}");
            api.post(
                    "/v1/associations",
                    "{\"source\": \"" + hub + "\", \"target\": \"" + other + "\", \"weight\": 0." + (i + 1) + "}");
        }

        Reply links = api.get("/v1/memories/" + hub + "/associations?limit=2");

        assertThat(links.node("associations").size()).isEqualTo(2);
        assertThat(links.number("association_count")).isGreaterThanOrEqualTo(4);
        assertThat(list(links.node("associations")).getFirst().get("weight").getDoubleValue())
                .as("strongest first")
                .isGreaterThanOrEqualTo(
                        list(links.node("associations")).get(1).get("weight").getDoubleValue());
        Reply unknown = api.get("/v1/memories/00000000-0000-4000-8000-000000000000/associations");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.errorField()).isEqualTo("id");
        assertThat(api.get("/v1/memories/not-a-uuid/associations").errorField()).isEqualTo("id");
        assertThat(api.get("/v1/memories/" + hub + "/associations?limit=0").errorField())
                .isEqualTo("limit");
        assertThat(api.get("/v1/memories/" + hub + "/associations?cursor=x").errorField())
                .isEqualTo("cursor");
    }

    @Test
    void delete_removesOneLinkOfItsKindAndDirection_thenAnswers404() {
        String a = remember("{\"content\": \"The violin lesson moved to Wednesday.\"}");
        String b = remember("{\"content\": \"Buy rosin for the bow before the lesson.\"}");
        api.post("/v1/associations", "{\"source\": \"" + a + "\", \"target\": \"" + b + "\", \"weight\": 0.9}");

        Reply reversed = api.delete("/v1/associations?source=" + b + "&target=" + a);
        assertThat(reversed.status()).as("the link runs from a to b").isEqualTo(404);
        assertThat(reversed.errorField()).isEqualTo("target");
        Reply wrongKind = api.delete("/v1/associations?source=" + a + "&target=" + b + "&kind=semantic");
        assertThat(wrongKind.status()).isEqualTo(404);
        Reply removed = api.delete("/v1/associations?source=" + a + "&target=" + b);
        assertThat(removed.status()).as(removed.text()).isEqualTo(200);
        assertThat(removed.string("kind")).isEqualTo("explicit");
        assertThat(removed.node("deleted").getBooleanValue()).isTrue();

        assertThat(explicitEdges(a, b)).isZero();
        assertThat(api.get("/v1/memories/" + a).status())
                .as("the memories stay")
                .isEqualTo(200);
        assertThat(api.get("/v1/memories/" + b).status()).isEqualTo(200);
        assertThat(api.delete("/v1/associations?source=" + a + "&target=" + b).status())
                .isEqualTo(404);
    }

    @Test
    void delete_removesAnyKind_whenNamed() {
        String first = remember("{\"content\": \"Tom planted tomatoes.\", \"session_id\": \"garden\"}");
        String second = remember("{\"content\": \"Tom watered the tomatoes.\", \"session_id\": \"garden\"}");

        Reply removed = api.delete("/v1/associations?source=" + second + "&target=" + first + "&kind=temporal");

        assertThat(removed.status()).as(removed.text()).isEqualTo(200);
        assertThat(list(api.get("/v1/memories/" + first + "/associations").node("associations")))
                .noneMatch(l -> l.get("kind").getStringValue().equals("temporal"));
    }

    @Test
    void delete_badParameters_answer400NamingThem_andDeleteNothing() {
        String a = remember("{\"content\": \"The violin lesson moved to Wednesday.\"}");
        String b = remember("{\"content\": \"Buy rosin for the bow before the lesson.\"}");
        api.post("/v1/associations", "{\"source\": \"" + a + "\", \"target\": \"" + b + "\"}");

        assertThat(api.delete("/v1/associations?target=" + b).errorField()).isEqualTo("source");
        assertThat(api.delete("/v1/associations?source=" + a).errorField()).isEqualTo("target");
        assertThat(api.delete("/v1/associations?source=x&target=" + b).errorField())
                .isEqualTo("source");
        assertThat(api.delete("/v1/associations?source=" + a + "&target=" + b + "&kind=friendly")
                        .errorField())
                .isEqualTo("kind");
        assertThat(api.delete("/v1/associations?source=" + a + "&target=" + b + "&weight=1")
                        .errorField())
                .isEqualTo("weight");
        assertThat(explicitEdges(a, b)).isEqualTo(1);
    }

    private static long explicitEdges(String a, String b) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(
                            "MATCH (:Memory {id: $a})-[r:ASSOCIATED {kind: 'explicit'}]->(:Memory {id: $b})"
                                    + " RETURN count(r) AS n",
                            Map.of("a", a, "b", b))
                    .single()
                    .get("n")
                    .asLong();
        }
    }
}
