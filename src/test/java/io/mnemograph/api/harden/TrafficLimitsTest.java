package io.mnemograph.api.harden;

import io.micronaut.context.annotation.Property;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.mnemograph.pipeline.RecallGate;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Item 3's limits against the running service: the per-caller rate limit and the bound on concurrent recalls. */
@MnemographTest
@Property(name = "mnemograph.traffic.rate-per-second", value = "0.5")
@Property(name = "mnemograph.traffic.burst", value = "3")
@Property(name = "mnemograph.traffic.max-concurrent-recalls", value = "1")
@Property(name = "mnemograph.traffic.recall-wait-millis", value = "50")
class TrafficLimitsTest extends ApiTest {

    @Inject
    RecallGate gate;

    private int status(String authorization) {
        try {
            return http.toBlocking().exchange(HttpRequest.GET("/v1/memories/00000000-0000-4000-8000-000000000000")
                    .header("Authorization", authorization), String.class).code();
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
    void rateLimit_aCallerBeyondItsBurst_gets429WithRetryAfter_otherCallersDoNot() {
        assertThat(status("Bearer key-a")).isEqualTo(404);
        assertThat(status("Bearer key-a")).isEqualTo(404);
        assertThat(status("Bearer key-a")).isEqualTo(404);
        assertThat(status("Bearer key-a")).as("burst of 3 spent, 0.5 per second: next token in 2 s").isEqualTo(429);
        assertThat(status("Bearer key-b")).as("another key has its own bucket").isEqualTo(404);
    }

    @Test
    void rateLimit_countsMcpRequestsToo() {
        String ping = "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}";
        assertThat(api.withKey("key-warm").post("/mcp", ping).status()).as("builds the MCP server, with its own"
                + " bucket, so the calls below follow each other faster than a token refills").isEqualTo(200);
        ApiClient mcp = api.withKey("key-mcp");
        assertThat(status("Bearer key-mcp")).isEqualTo(404);
        assertThat(mcp.post("/mcp", ping).status()).isEqualTo(200);
        assertThat(mcp.post("/mcp", ping).status()).isEqualTo(200);
        ApiClient.Reply limited = mcp.post("/mcp", ping);
        assertThat(limited.status()).as("the API's and MCP's requests share the key's bucket").isEqualTo(429);
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

            ApiClient.Reply refused = api.post("/v1/recall", "{\"query\": \"anything\"}");
            assertThat(refused.status()).as(refused.text()).isEqualTo(503);
            assertThat(refused.string("error", "code")).isEqualTo("overloaded");

            release.countDown();
            assertThat(occupant.get(30, TimeUnit.SECONDS)).isTrue();
            ApiClient.Reply served = api.post("/v1/recall", "{\"query\": \"anything\"}");
            assertThat(served.status()).as(served.text()).isEqualTo(200);
        } finally {
            pool.shutdownNow();
        }
    }
}
