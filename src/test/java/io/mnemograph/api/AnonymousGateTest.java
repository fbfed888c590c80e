package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.RawHttp;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The gate of a service without keys (issue 33, findings 3 and 6): a path spelled unlike its route is refused before
 * the {@code Host} check could be skipped, and every request of one address takes from that address's bucket, whatever
 * {@code Authorization} header it makes up.
 */
@MnemographTest
@Property(name = "mnemograph.traffic.rate-per-second", value = "0.5")
@Property(name = "mnemograph.traffic.burst", value = "3")
class AnonymousGateTest {

    private static final String UNKNOWN_MEMORY = "/v1/memories/00000000-0000-4000-8000-000000000000";

    @Inject
    EmbeddedServer server;

    @Test
    void prometheusWithATrailingSlash_fromAForeignHost_isRefusedNotServed() {
        RawHttp foreign = new RawHttp(server.getPort(), "evil.example");

        RawHttp.Answer answer = foreign.send("GET", "/prometheus/", null, null);

        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.body()).contains("\"field\":\"path\"").doesNotContain("jvm_");
    }

    @Test
    void rateLimit_aNewAuthorizationHeaderPerRequest_sharesTheAddressBucket() {
        RawHttp local = new RawHttp(server.getPort());
        for (int i = 0; i < 3; i++) {
            assertThat(local.send("GET", UNKNOWN_MEMORY, UUID.randomUUID().toString(), null)
                            .status())
                    .isEqualTo(404);
        }

        RawHttp.Answer madeUp =
                local.send("GET", UNKNOWN_MEMORY, UUID.randomUUID().toString(), null);
        RawHttp.Answer none = local.send("GET", UNKNOWN_MEMORY, null, null);

        assertThat(madeUp.status())
                .as("burst of 3 spent by this address, a new header changes nothing")
                .isEqualTo(429);
        assertThat(madeUp.body()).contains("rate_limited");
        assertThat(none.status()).isEqualTo(429);
    }
}
