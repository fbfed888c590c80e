package io.mnemograph.api;

import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.AbstractHealthIndicator;
import io.micronaut.management.health.indicator.annotation.Readiness;
import io.mnemograph.embedding.EmbeddingProvider;
import jakarta.inject.Singleton;
import java.util.Map;

/** {@code /health} part: the embedding model embeds a probe text to the configured dimension. */
@Singleton
@Readiness
public class EmbeddingHealthIndicator extends AbstractHealthIndicator<Map<String, Object>> {

    private final EmbeddingProvider embeddings;

    public EmbeddingHealthIndicator(EmbeddingProvider embeddings) {
        this.embeddings = embeddings;
    }

    @Override
    protected Map<String, Object> getHealthInformation() {
        int dimension = embeddings.embed("health check").length;
        healthStatus = dimension == embeddings.dimension() ? HealthStatus.UP : HealthStatus.DOWN;
        return Map.of("model", embeddings.name(), "dimension", dimension);
    }

    @Override
    protected String getName() {
        return "embedding";
    }
}
