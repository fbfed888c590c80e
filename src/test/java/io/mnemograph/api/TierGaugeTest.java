package io.mnemograph.api;

import static io.mnemograph.api.MetricsApiTest.sample;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The gauge {@code mnemograph_memories{tier}} counts the memories of every namespace by tier. Its own test class:
 * the gauge reads the database at most every ten seconds, so it must not have been scraped before the memories exist.
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

        String metrics = http.toBlocking().retrieve(HttpRequest.GET("/prometheus"), String.class);

        assertThat(sample(metrics, "mnemograph_memories", "tier=\"hot\"")).isEqualTo(2);
        assertThat(sample(metrics, "mnemograph_memories", "tier=\"core\"")).isEqualTo(1);
        assertThat(sample(metrics, "mnemograph_memories", "tier=\"cold\"")).isEqualTo(1);
    }
}
