package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.model.NewMemory;
import io.mnemograph.pipeline.recall.RecallGate;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.TestKeys;
import io.mnemograph.tools.soak.SoakClient;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Item 3's limits against the running service, with API keys: the per-key rate limit, the per-address limit of
 * requests without a valid key (issue 33), and the bound on concurrent recalls. Each test spends its own keys' buckets:
 * WRITE_B and WRITE_AB, READ_A and WRITE_A, ADMIN.
 */
@MnemographTest
@Property(name = "mnemograph.security.keys-file", value = TestKeys.FILE)
@Property(name = "mnemograph.traffic.rate-per-second", value = "0.5")
@Property(name = "mnemograph.traffic.burst", value = "3")
@Property(name = "mnemograph.traffic.failed-auth-rate-per-second", value = "0.5")
@Property(name = "mnemograph.traffic.failed-auth-burst", value = "2")
@Property(name = "mnemograph.traffic.max-concurrent-recalls", value = "1")
@Property(name = "mnemograph.traffic.recall-wait-millis", value = "50")
class TrafficLimitsTest extends ApiTest {

    @Inject
    RecallGate gate;

    @Inject
    EmbeddedServer server;

    @Inject
    RememberPipeline remember;

    /** The status of a read of an unknown memory with {@code authorization} (none when null). */
    private int status(String authorization) {
        return status(authorization, "");
    }

    /** As {@link #status(String)}, with {@code query} after the path (a key of two namespaces names one). */
    private int status(String authorization, String query) {
        try {
            var request = HttpRequest.GET("/v1/memories/00000000-0000-4000-8000-000000000000" + query);
            if (authorization != null) {
                request.header("Authorization", authorization);
            }
            return http.toBlocking().exchange(request, String.class).code();
        } catch (HttpClientResponseException e) {
            if (e.getStatus().getCode() == 429) {
                HttpResponse<?> response = e.getResponse();
                assertThat(response.getHeaders().get("Retry-After")).isEqualTo("2");
                assertThat(response.getBody(String.class).orElse("")).contains("rate_limited");
            }
            return e.getStatus().getCode();
        }
    }

    @Test
    void rateLimit_aKeyBeyondItsBurst_gets429WithRetryAfter_otherKeysDoNot() {
        String key = "Bearer " + TestKeys.WRITE_B;
        assertThat(status(key)).isEqualTo(404);
        assertThat(status(key)).isEqualTo(404);
        assertThat(status(key)).isEqualTo(404);
        assertThat(status(key))
                .as("burst of 3 spent, 0.5 per second: next token in 2 s")
                .isEqualTo(429);
        assertThat(status("Bearer " + TestKeys.WRITE_AB, "?namespace=ns-b"))
                .as("another key has its own bucket")
                .isEqualTo(404);
    }

    /** Issue 33, finding 6: a made-up Authorization header per request got a bucket of its own, so no 429 ever. */
    @Test
    void rateLimit_missingOrMadeUpKeys_shareTheAddressFailedAuthBucket_aValidKeyKeepsItsOwn() {
        assertThat(status("Bearer " + UUID.randomUUID())).isEqualTo(401);
        assertThat(status("Bearer " + UUID.randomUUID())).isEqualTo(401);
        assertThat(status("Bearer " + UUID.randomUUID()))
                .as("failed-auth burst of 2 spent by this address, whatever key it makes up")
                .isEqualTo(429);
        assertThat(status(null)).as("no key: the same address's bucket").isEqualTo(429);
        assertThat(status("Bearer " + TestKeys.WRITE_AB, "?namespace=ns-b"))
                .as("a valid key from the same address: its own bucket")
                .isEqualTo(404);
    }

    @Test
    void rateLimit_countsMcpRequestsToo() {
        String ping = "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}";
        assertThat(api.withKey(TestKeys.READ_A).post("/mcp", ping).status())
                .as("builds the MCP server, with another"
                        + " key's bucket, so the calls below follow each other faster than a token refills")
                .isEqualTo(200);
        ApiClient mcp = api.withKey(TestKeys.WRITE_A);
        assertThat(status("Bearer " + TestKeys.WRITE_A)).isEqualTo(404);
        assertThat(mcp.post("/mcp", ping).status()).isEqualTo(200);
        assertThat(mcp.post("/mcp", ping).status()).isEqualTo(200);
        ApiClient.Reply limited = mcp.post("/mcp", ping);
        assertThat(limited.status())
                .as("the API's and MCP's requests share the key's bucket")
                .isEqualTo(429);
        assertThat(limited.string("error", "code")).isEqualTo("rate_limited");
    }

    @Test
    void recall_whileEverySlotIsTaken_answers503Overloaded_andRunsOnceOneIsFree() throws Exception {
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<Boolean> occupant = pool.submit(() -> gate.run(() -> {
                holding.countDown();
                try {
                    return release.await(60, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }));
            assertThat(holding.await(30, TimeUnit.SECONDS)).isTrue();

            ApiClient.Reply refused = api.withKey(TestKeys.READ_A).post("/v1/recall", "{\"query\": \"anything\"}");
            assertThat(refused.status()).as(refused.text()).isEqualTo(503);
            assertThat(refused.string("error", "code")).isEqualTo("overloaded");

            release.countDown();
            assertThat(occupant.get(30, TimeUnit.SECONDS)).isTrue();
            ApiClient.Reply served = api.withKey(TestKeys.READ_A).post("/v1/recall", "{\"query\": \"anything\"}");
            assertThat(served.status()).as(served.text()).isEqualTo(200);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The soak's audit reads every memory it stored as fast as it can, so it meets the rate limit (a 10-minute soak's
     * audit of ~3,000 memories met the default 100 per second and failed before it printed its report): it waits out
     * each 429 and reads every count.
     */
    @Test
    void soakAudit_beyondTheBurst_waitsOutEach429_andReadsEveryCount() throws Exception {
        String namespace = "soak-audit-limited";
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            ids.add(remember.remember(NewMemory.of(namespace, "Audit fixture memory number " + i + " about kites"))
                    .id());
        }
        URI base = URI.create("http://127.0.0.1:" + server.getPort());
        java.net.http.HttpRequest read = java.net.http.HttpRequest.newBuilder(
                        base.resolve("/v1/memories/" + ids.getFirst() + "?namespace=" + namespace))
                .header("Authorization", "Bearer " + TestKeys.ADMIN)
                .build();
        List<Integer> statuses = new ArrayList<>();
        try (HttpClient raw = HttpClient.newHttpClient()) {
            while (statuses.size() < 10 && !statuses.contains(429)) {
                statuses.add(raw.send(read, java.net.http.HttpResponse.BodyHandlers.discarding())
                        .statusCode());
            }
        }
        assertThat(statuses)
                .as("reads in a row meet the limit (burst 3, a token each 2 s)")
                .contains(429);

        SoakClient audit = new SoakClient(base, TestKeys.ADMIN, namespace);
        List<Long> counts = new ArrayList<>();
        for (String id : ids) {
            counts.add(audit.accessCount(id));
        }

        assertThat(counts)
                .as("every memory read, none counted missing")
                .hasSize(4)
                .containsOnly(0L);
    }
}
