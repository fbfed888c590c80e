package io.mnemograph.api;

import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.AbstractHealthIndicator;
import io.micronaut.management.health.indicator.annotation.Readiness;
import io.mnemograph.embedding.EmbeddingIdentity;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.pipeline.EmbeddingStatus;
import jakarta.inject.Singleton;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code /health} part: the embedding model embeds a probe text to the configured dimension, as the background probe
 * last found ({@link EmbeddingStatus}; a health check never embeds itself); the details also show the model's
 * identity, which is the one recorded for the database's vectors (start-up refuses any other).
 */
@Singleton
@Readiness
public class EmbeddingHealthIndicator extends AbstractHealthIndicator<Map<String, Object>> {

    private final EmbeddingStatus status;
    private final EmbeddingIdentity identity;

    public EmbeddingHealthIndicator(EmbeddingStatus status, EmbeddingProvider embeddings) {
        this.status = status;
        this.identity = embeddings.identity();
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
        details.put(
                "recorded",
                Map.of(
                        "provider", identity.provider(),
                        "model", identity.model(),
                        "dimension", identity.dimension(),
                        "fingerprint", identity.fingerprint()));
        return details;
    }

    @Override
    protected String getName() {
        return "embedding";
    }
}
