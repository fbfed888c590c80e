package io.mnemograph.api;

import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.AbstractHealthIndicator;
import io.micronaut.management.health.indicator.annotation.Readiness;
import io.mnemograph.pipeline.EmbeddingStatus;
import jakarta.inject.Singleton;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code /health} part: the embedding model embeds a probe text to the configured dimension, as the background probe
 * last found ({@link EmbeddingStatus}); a health check never embeds itself.
 */
@Singleton
@Readiness
public class EmbeddingHealthIndicator extends AbstractHealthIndicator<Map<String, Object>> {

    private final EmbeddingStatus status;

    public EmbeddingHealthIndicator(EmbeddingStatus status) {
        this.status = status;
    }

    @Override
    protected Map<String, Object> getHealthInformation() {
        EmbeddingStatus.Probe probe = status.current();
        healthStatus = probe.up() ? HealthStatus.UP : HealthStatus.DOWN;
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("model", status.model());
        details.put("dimension", probe.dimension());
        if (probe.problem() != null) {
            details.put("problem", probe.problem());
        }
        return details;
    }

    @Override
    protected String getName() {
        return "embedding";
    }
}
