package io.mnemograph.api;

import static io.mnemograph.testing.TestKeys.READ_A;
import static io.mnemograph.testing.TestKeys.WRITE_A;
import static io.mnemograph.testing.TestKeys.WRITE_B;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The browse routes under API keys: listing and reading links need the read role, removing a link the write role;
 * a namespace outside the key answers 403, another namespace's ids 404 as unknown ones would, no key 401.
 * Keys as in {@link SecurityApiTest} ({@code src/test/resources/security/api-keys}).
 */
@MnemographTest
@Property(name = "mnemograph.security.keys-file", value = "src/test/resources/security/api-keys")
class BrowseSecurityTest extends ApiTest {

    private String rememberAs(String key, String content) {
        Reply reply = api.withKey(key).post("/v1/memories", "{\"content\": \"" + content + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        return reply.string("id");
    }

    /** An explicit link a -> b in the key's namespace. */
    private void link(String key, String a, String b) {
        Reply reply =
                api.withKey(key).post("/v1/associations", "{\"source\": \"" + a + "\", \"target\": \"" + b + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
    }

    private static List<Integer> browseRoutes(ApiClient client, String nsQuery, String a, String b) {
        String and = nsQuery.isEmpty() ? "" : "&" + nsQuery.substring(1);
        return List.of(
                client.get("/v1/memories" + nsQuery).status(),
                client.get("/v1/memories/" + a + "/associations" + nsQuery).status(),
                client.delete("/v1/associations?source=" + a + "&target=" + b + and)
                        .status());
    }

    @Test
    void noKey_answers401_andEachRoleReachesItsRoutes() {
        String a = rememberAs(WRITE_A, "The greenhouse key is under the mat.");
        String b = rememberAs(WRITE_A, "Water the orchids on Sundays.");
        link(WRITE_A, a, b);

        assertThat(browseRoutes(api, "?namespace=ns-a", a, b)).containsOnly(401);
        assertThat(browseRoutes(api.withKey(READ_A), "?namespace=ns-a", a, b)).containsExactly(200, 200, 403);
        assertThat(browseRoutes(api.withKey(WRITE_A), "", a, b)).containsExactly(200, 200, 200);
    }

    @Test
    void anotherNamespace_answers403_andItsIdsAnswer404_withoutRevealingAnything() {
        String a = rememberAs(WRITE_A, "The greenhouse key is under the mat.");
        String a2 = rememberAs(WRITE_A, "Water the orchids on Sundays.");
        link(WRITE_A, a, a2);
        rememberAs(WRITE_B, "The shed code is 4512.");
        ApiClient b = api.withKey(WRITE_B);

        assertThat(browseRoutes(b, "?namespace=ns-a", a, a2)).containsOnly(403);
        Reply listed = b.get("/v1/memories");
        assertThat(listed.status()).isEqualTo(200);
        assertThat(listed.string("namespace")).isEqualTo("ns-b");
        assertThat(listed.text()).contains("shed code").doesNotContain("greenhouse", a, a2);
        Reply links = b.get("/v1/memories/" + a + "/associations");
        assertThat(links.status()).isEqualTo(404);
        assertThat(links.text()).doesNotContain("greenhouse", a2);
        assertThat(b.delete("/v1/associations?source=" + a + "&target=" + a2).status())
                .isEqualTo(404);

        Reply stillLinked = api.withKey(READ_A).get("/v1/memories/" + a + "/associations");
        assertThat(stillLinked.text()).contains(a2);
    }
}
