package io.mnemograph.api;

import static io.mnemograph.testing.TestKeys.ADMIN;
import static io.mnemograph.testing.TestKeys.READ_A;
import static io.mnemograph.testing.TestKeys.WRITE_A;
import static io.mnemograph.testing.TestKeys.WRITE_AB;
import static io.mnemograph.testing.TestKeys.WRITE_B;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * API keys bound to namespaces, through HTTP: no key or an unknown one answers 401 on every route; each role reaches
 * exactly its routes (read: recall, get, history; write: also remember, batch, patch, delete, associate; admin: also
 * consolidate, in every namespace); a namespace outside the key's list answers 403 whether it holds anything or not;
 * and a key never reads or changes another namespace's memories, even with their ids.
 * The keys are in {@code src/test/resources/security/api-keys} (hashes only); their tokens in {@code TestKeys}.
 */
@MnemographTest
@Property(name = "mnemograph.security.keys-file", value = "src/test/resources/security/api-keys")
class SecurityApiTest extends ApiTest {

    private static final String UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

    private String rememberAs(String key, String body) {
        Reply reply = api.withKey(key).post("/v1/memories", body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        return reply.string("id");
    }

    /** Every route once, as {@code client}, against namespace {@code ns} and memory {@code id}: the statuses. */
    private static List<Integer> everyRoute(ApiClient client, String ns, String id) {
        String nsField = ns == null ? "" : "\"namespace\": \"" + ns + "\", ";
        String nsQuery = ns == null ? "" : "?namespace=" + ns;
        List<Integer> statuses = new ArrayList<>();
        statuses.add(client.post("/v1/recall", "{" + nsField + "\"query\": \"budget\"}")
                .status());
        statuses.add(client.get("/v1/memories/" + id + nsQuery).status());
        statuses.add(client.get("/v1/memories/" + id + "/history" + nsQuery).status());
        statuses.add(client.post("/v1/memories", "{" + nsField + "\"content\": \"The budget is due in May.\"}")
                .status());
        statuses.add(client.post(
                        "/v1/memories/batch",
                        "{" + nsField + "\"memories\": [{\"content\": \"The budget review is on Friday.\"}]}")
                .status());
        statuses.add(client.patch("/v1/memories/" + id, "{" + nsField + "\"weight\": 0.5}")
                .status());
        statuses.add(client.post(
                        "/v1/associations", "{" + nsField + "\"source\": \"" + id + "\", \"target\": \"" + id + "\"}")
                .status());
        statuses.add(client.post("/v1/consolidate", "{" + nsField.replace(", ", "") + "}")
                .status());
        statuses.add(client.delete("/v1/memories/" + id + nsQuery).status());
        return statuses;
    }

    @Test
    void noKey_orAnUnknownKey_answers401_onEveryRoute_namingAuthorization() {
        String id = rememberAs(WRITE_A, "{\"content\": \"The budget is approved.\"}");

        assertThat(everyRoute(api, "ns-a", id)).containsOnly(401);
        assertThat(everyRoute(api.withKey("mg_not_a_key_000000000000000000000000000"), "ns-a", id))
                .containsOnly(401);
        Reply reply = api.get("/v1/memories/" + id + "?namespace=ns-a");
        assertThat(reply.errorField()).isEqualTo("Authorization");
        assertThat(reply.string("error", "code")).isEqualTo("unauthorized");
    }

    @Test
    void eachRole_reachesExactlyItsRoutes() {
        String id = rememberAs(WRITE_A, "{\"content\": \"The budget is approved.\"}");
        // recall, get, history, remember, batch, patch, associate, consolidate, delete; associate answers 400 once
        // past the key check (a memory cannot be linked to itself)
        assertThat(everyRoute(api.withKey(READ_A), "ns-a", id))
                .containsExactly(200, 200, 200, 403, 403, 403, 403, 403, 403);
        assertThat(everyRoute(api.withKey(WRITE_A), "ns-a", id))
                .containsExactly(200, 200, 200, 201, 201, 200, 400, 403, 200);
        String again = rememberAs(ADMIN, "{\"namespace\": \"ns-a\", \"content\": \"The budget is approved.\"}");
        assertThat(everyRoute(api.withKey(ADMIN), "ns-a", again))
                .containsExactly(200, 200, 200, 201, 201, 200, 400, 200, 200);
    }

    @Test
    void aNamespaceOutsideTheKey_answers403_whetherItHoldsAnythingOrNot() {
        String idB = rememberAs(WRITE_B, "{\"content\": \"The budget is approved.\"}");

        List<Integer> occupied = everyRoute(api.withKey(WRITE_A), "ns-b", idB);
        List<Integer> empty = everyRoute(api.withKey(WRITE_A), "ns-nobody-uses", UNKNOWN_ID);

        assertThat(occupied).containsOnly(403);
        assertThat(empty).isEqualTo(occupied);
        Reply reply = api.withKey(WRITE_A).get("/v1/memories/" + idB + "?namespace=ns-b");
        assertThat(reply.errorField()).isEqualTo("namespace");
        assertThat(reply.text()).doesNotContain("budget");
    }

    @Test
    void aKeyWithOneNamespace_needsNoNamespaceField_andAKeyWithTwoUsesTheOneNamed() {
        Reply remembered = api.withKey(WRITE_B).post("/v1/memories", "{\"content\": \"The budget is approved.\"}");
        assertThat(remembered.status()).as(remembered.text()).isEqualTo(201);
        assertThat(remembered.string("namespace")).isEqualTo("ns-b");

        Reply named = api.withKey(WRITE_AB).post("/v1/memories", "{\"namespace\": \"ns-a\", \"content\": \"x y\"}");
        assertThat(named.string("namespace")).isEqualTo("ns-a");
        Reply unnamed = api.withKey(WRITE_AB).post("/v1/memories", "{\"content\": \"The budget is approved.\"}");
        assertThat(unnamed.status())
                .as("two namespaces: the default one is not among them")
                .isEqualTo(403);
        Reply batch = api.withKey(WRITE_B)
                .post(
                        "/v1/memories/batch",
                        "{\"memories\": [{\"content\": \"a b\"},"
                                + " {\"namespace\": \"ns-a\", \"content\": \"c d\"}]}");
        assertThat(batch.status())
                .as("one item outside the key rejects the batch")
                .isEqualTo(403);
    }

    @Test
    void anotherNamespacesIds_readAndChangeNothing_andItsDataNeverEntersARecall() {
        String idA = rememberAs(WRITE_A, "{\"content\": \"The quarterly budget for the lighthouse project is 40k.\"}");
        String idB = rememberAs(WRITE_B, "{\"content\": \"The quarterly budget for the lighthouse project is 90k.\"}");
        ApiClient b = api.withKey(WRITE_B);

        assertThat(b.get("/v1/memories/" + idA).status()).isEqualTo(404);
        assertThat(b.get("/v1/memories/" + idA + "/history").status()).isEqualTo(404);
        assertThat(b.patch("/v1/memories/" + idA, "{\"weight\": 0.2}").status()).isEqualTo(404);
        assertThat(b.post("/v1/associations", "{\"source\": \"" + idB + "\", \"target\": \"" + idA + "\"}")
                        .status())
                .isEqualTo(404);
        assertThat(b.delete("/v1/memories/" + idA).status()).isEqualTo(404);
        Reply recall = b.post("/v1/recall", "{\"query\": \"lighthouse budget\", \"threshold\": 0, \"limit\": 20}");
        assertThat(recall.text()).contains(idB).doesNotContain(idA, "40k");

        Reply stillThere = api.withKey(READ_A).get("/v1/memories/" + idA);
        assertThat(stillThere.status()).isEqualTo(200);
        assertThat(stillThere.number("weight")).isEqualTo(1.0);
    }

    @Test
    void recallWithAFilter_keepsTheKeyChecks_andNeverReachesAnotherNamespace() {
        String filter = "\"filter\": {\"kind\": \"fact\", \"metadata\": {\"team\": \"ops\"}}";
        String idA = rememberAs(
                WRITE_A,
                "{\"content\": \"The ops budget is 40k.\", \"kind\": \"fact\","
                        + " \"metadata\": {\"team\": \"ops\"}}");
        String idB = rememberAs(
                WRITE_B,
                "{\"content\": \"The ops budget is 90k.\", \"kind\": \"fact\","
                        + " \"metadata\": {\"team\": \"ops\"}}");

        assertThat(api.post("/v1/recall", "{\"namespace\": \"ns-a\", \"query\": \"budget\", " + filter + "}")
                        .status())
                .isEqualTo(401);
        assertThat(api.withKey(WRITE_B)
                        .post("/v1/recall", "{\"namespace\": \"ns-a\", \"query\": \"budget\", " + filter + "}")
                        .status())
                .isEqualTo(403);
        Reply own = api.withKey(READ_A).post("/v1/recall", "{\"query\": \"budget\", \"threshold\": 0, " + filter + "}");
        assertThat(own.status()).as(own.text()).isEqualTo(200);
        assertThat(own.text()).contains(idA).doesNotContain(idB, "90k");
    }
}
