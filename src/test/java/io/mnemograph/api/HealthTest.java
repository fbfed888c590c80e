package io.mnemograph.api;

import io.micronaut.context.ApplicationContext;
import io.micronaut.management.health.monitor.HealthMonitorTask;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

@MnemographTest
class HealthTest extends ApiTest {

    @Inject
    ApplicationContext context;

    @Test
    void health_answersUpOrDown_withoutDetails() {
        var reply = api.get("/health");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.string("status")).isEqualTo("UP");
        assertThat(reply.text()).as("anonymous callers learn UP or DOWN, nothing of the database or the model")
                .doesNotContain("bolt://", "MiniLM", "neo4j", "embedding");
        assertThat(reply.node("details").isNull()).isTrue();
    }

    /** A bench run saw the monitor's scheduled check start a second embedded Neo4j while its context was closing. */
    @Test
    void backgroundHealthMonitor_isOff() {
        assertThat(context.getProperty("micronaut.health.monitor.enabled", Boolean.class)).contains(false);
        assertThat(context.findBean(HealthMonitorTask.class)).isEmpty();
    }
}
