package io.mnemograph.api;

import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.AbstractHealthIndicator;
import io.micronaut.management.health.indicator.annotation.Readiness;
import io.mnemograph.embedding.EmbeddingIdentity;
import io.mnemograph.embedding.EmbeddingProvider;
import jakarta.inject.Singleton;
import java.util.Map;

/**
 * {@code /health} part: the embedding model embeds a probe text to the configured dimension; the details also show
 * its identity, which is the one recorded for the database's vectors (start-up refuses any other).
 */
@Singleton
@Readiness
public class EmbeddingHealthIndicator extends AbstractHealthIndicator<Map<String, Object>> {

    private final EmbeddingProvider embeddings;
    private final EmbeddingIdentity identity;

    public EmbeddingHealthIndicator(EmbeddingProvider embeddings) {
        this.embeddings = embeddings;
        this.identity = embeddings.identity();
    }

    @Override
    protected Map<String, Object> getHealthInformation() {
        int dimension = embeddings.embed("health check").length;
        healthStatus = dimension == embeddings.dimension() ? HealthStatus.UP : HealthStatus.DOWN;
        return Map.of(
                "model",
                embeddings.name(),
                "dimension",
                dimension,
                "recorded",
                Map.of(
                        "provider", identity.provider(),
                        "model", identity.model(),
                        "dimension", identity.dimension(),
                        "fingerprint", identity.fingerprint()));
    }

    @Override
    protected String getName() {
        return "embedding";
    }
}
