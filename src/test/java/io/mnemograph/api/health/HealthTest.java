package io.mnemograph.api.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.monitor.HealthMonitorTask;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

@MnemographTest
class HealthTest extends ApiTest {

    @Inject
    ApplicationContext context;

    @Inject
    DatabaseHealthIndicator database;

    @Inject
    EmbeddingHealthIndicator embedding;

    @Inject
    DiskHealthIndicator disk;

    @Test
    void health_toAnAnonymousCaller_saysOnlyUpOrDown() {
        var reply = api.get("/health");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.string("status")).isEqualTo("UP");
        assertThat(reply.node("details") == null || reply.node("details").isNull())
                .as(reply.text())
                .isTrue();
        assertThat(reply.text())
                .doesNotContain("bolt")
                .doesNotContain("127.0.0.1")
                .doesNotContain("MiniLM");
    }

    @Test
    void healthIndicators_reportDatabaseAndEmbeddingModel_toTheService() {
        var neo4j = Mono.from(database.getResult()).block();
        assertThat(neo4j.getStatus()).isEqualTo(HealthStatus.UP);
        assertThat(((Map<?, ?>) neo4j.getDetails()).get("uri").toString()).startsWith("bolt://");
        var model = Mono.from(embedding.getResult()).block();
        assertThat(model.getStatus()).isEqualTo(HealthStatus.UP);
        assertThat(((Map<?, ?>) model.getDetails()).get("model").toString()).contains("MiniLM");
        assertThat(((Map<?, ?>) model.getDetails()).get("dimension")).isEqualTo(384);
        assertThat(((Map<?, ?>) model.getDetails()).get("recorded"))
                .isEqualTo(Map.of(
                        "provider",
                        "minilm",
                        "model",
                        "all-MiniLM-L6-v2",
                        "dimension",
                        384,
                        "fingerprint",
                        "crc32:d89d07a7/90387606,c3f77764/711661"));
        var space = Mono.from(disk.getResult()).block();
        assertThat(space.getStatus()).isEqualTo(HealthStatus.UP);
        assertThat(((Map<?, ?>) space.getDetails()).get("writes").toString()).startsWith("accepted");
    }

    /** A bench run saw the monitor's scheduled check start a second embedded Neo4j while its context was closing. */
    @Test
    void backgroundHealthMonitor_isOff() {
        assertThat(context.getProperty("micronaut.health.monitor.enabled", Boolean.class))
                .contains(false);
        assertThat(context.findBean(HealthMonitorTask.class)).isEmpty();
    }
}
