package io.mnemograph.api;

import static io.mnemograph.testing.TestKeys.ADMIN;
import static io.mnemograph.testing.TestKeys.READ_A;
import static io.mnemograph.testing.TestKeys.WRITE_A;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.http.HttpRequest;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import org.junit.jupiter.api.Test;

/** With API keys, {@code /prometheus} answers an admin key only: 401 without a key, 403 for read or write keys. */
@MnemographTest
@Property(name = "mnemograph.security.keys-file", value = "src/test/resources/security/api-keys")
class MetricsSecurityTest extends ApiTest {

    @Test
    void prometheus_needsAnAdminKey() {
        assertThat(api.get("/prometheus").status()).isEqualTo(401);
        assertThat(api.get("/prometheus").errorField()).isEqualTo("Authorization");
        assertThat(api.withKey(READ_A).get("/prometheus").status()).isEqualTo(403);
        assertThat(api.withKey(WRITE_A).get("/prometheus").status()).isEqualTo(403);
        var admin = http.toBlocking().exchange(HttpRequest.GET("/prometheus").bearerAuth(ADMIN), String.class);
        assertThat(admin.code()).isEqualTo(200);
        assertThat(admin.body()).contains("mnemograph_recalls_total");
    }
}
