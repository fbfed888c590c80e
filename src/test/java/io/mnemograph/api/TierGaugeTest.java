package io.mnemograph.api;

import static io.mnemograph.api.MetricsApiTest.sample;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * The gauge {@code mnemograph_memories{tier}} counts the memories of every namespace by tier. The gauge reads the
 * database at most once per {@code TierGauges.MAX_AGE} (10 s), and another test class sharing this service may have
 * scraped it just before, when other memories existed: the test polls until a fresh reading counts its own memories,
 * and fails when none does within twice that age.
 */
@MnemographTest
class TierGaugeTest extends ApiTest {

    @Test
    void memoriesGauge_countsEveryNamespaceByTier() {
        remember("{\"namespace\": \"a\", \"content\": \"First note in a.\"}");
        remember("{\"namespace\": \"b\", \"content\": \"First note in b.\"}");
        String core = remember("{\"namespace\": \"b\", \"content\": \"Second note in b.\"}");
        String cold = remember("{\"namespace\": \"a\", \"content\": \"Third note in a.\"}");
        try (var session = SharedNeo4j.driver().session()) {
            session.run("MATCH (m:Memory {id: $id}) REMOVE m:Hot SET m:Cold", Map.of("id", cold))
                    .consume();
            session.run("MATCH (m:Memory {id: $id}) SET m:Core", Map.of("id", core))
                    .consume();
        }

        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        String metrics = scrape();
        while (!countsOwnMemories(metrics) && System.nanoTime() - deadline < 0) {
            LockSupport.parkNanos(Duration.ofMillis(250).toNanos());
            metrics = scrape();
        }

        assertThat(sample(metrics, "mnemograph_memories", "tier=\"hot\"")).isEqualTo(2);
        assertThat(sample(metrics, "mnemograph_memories", "tier=\"core\"")).isEqualTo(1);
        assertThat(sample(metrics, "mnemograph_memories", "tier=\"cold\"")).isEqualTo(1);
    }

    private String scrape() {
        return http.toBlocking().retrieve(HttpRequest.GET("/prometheus"), String.class);
    }

    private static boolean countsOwnMemories(String metrics) {
        return sample(metrics, "mnemograph_memories", "tier=\"hot\"") == 2
                && sample(metrics, "mnemograph_memories", "tier=\"core\"") == 1
                && sample(metrics, "mnemograph_memories", "tier=\"cold\"") == 1;
    }
}
