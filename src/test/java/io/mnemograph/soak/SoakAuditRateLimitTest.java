package io.mnemograph.soak;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.pipeline.NewMemory;
import io.mnemograph.pipeline.RememberPipeline;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The soak's audit against a service whose rate limit it meets: it waits out each 429 and reads every count (a 10-minute
 * soak's audit of ~3,000 memories met the default 100 per second and failed before it printed its report).
 */
@MnemographTest
@Property(name = "mnemograph.traffic.rate-per-second", value = "1")
@Property(name = "mnemograph.traffic.burst", value = "3")
class SoakAuditRateLimitTest {

    private static final String NAMESPACE = "soak-audit-limited";

    @Inject
    EmbeddedServer server;

    @Inject
    RememberPipeline remember;

    @Test
    void accessCount_beyondTheBurst_waitsOutEach429_andReadsEveryCount() throws Exception {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            ids.add(remember.remember(new NewMemory(NAMESPACE, "Audit fixture memory number " + i + " about kites",
                    "global", null, null, null, 1.0, 1.0, null, null, null, null, List.of(), null, null)).id());
        }
        URI base = URI.create("http://127.0.0.1:" + server.getPort());
        HttpClient raw = HttpClient.newHttpClient();
        HttpRequest get = HttpRequest.newBuilder(base.resolve("/v1/memories/" + ids.getFirst() + "?namespace="
                + NAMESPACE)).GET().build();
        List<Integer> burst = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            burst.add(raw.send(get, HttpResponse.BodyHandlers.discarding()).statusCode());
        }
        assertThat(burst).as("the limit is in force: the fourth read at once is refused").endsWith(429);

        SoakClient client = new SoakClient(base, null, NAMESPACE);
        List<Long> counts = new ArrayList<>();
        for (String id : ids) {
            counts.add(client.accessCount(id));
        }

        assertThat(counts).as("every memory read, none counted missing").hasSize(8).containsOnly(0L);
    }
}
