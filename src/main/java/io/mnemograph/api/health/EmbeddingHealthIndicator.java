package io.mnemograph.api.health;

import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.AbstractHealthIndicator;
import io.micronaut.management.health.indicator.annotation.Readiness;
import io.mnemograph.embedding.EmbeddingIdentity;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.pipeline.EmbeddingStatus;
import io.mnemograph.pipeline.reembed.ChannelCoverages;
import jakarta.inject.Singleton;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code /health} part: the embedding model embeds a probe text to the configured dimension, as the background probe
 * last found ({@link EmbeddingStatus}; a health check never embeds itself); the details also show the model's
 * identity, which is the one recorded for the database's vectors (start-up refuses any other), and, per further
 * channel, how many memories have its vector and how many the re-embedding job has still to fill
 * ({@link ChannelCoverages}: a count read at most every 30 s).
 */
@Singleton
@Readiness
public class EmbeddingHealthIndicator extends AbstractHealthIndicator<Map<String, Object>> {

    private final EmbeddingStatus status;
    private final EmbeddingIdentity identity;
    private final ChannelCoverages channels;

    public EmbeddingHealthIndicator(EmbeddingStatus status, EmbeddingProvider embeddings, ChannelCoverages channels) {
        this.status = status;
        this.identity = embeddings.identity();
        this.channels = channels;
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
        Map<String, Object> coverage = new LinkedHashMap<>();
        channels.current()
                .forEach((name, c) -> coverage.put(name, Map.of("embedded", c.embedded(), "missing", c.missing())));
        if (!coverage.isEmpty()) {
            details.put("channels", coverage);
        }
        return details;
    }

    @Override
    protected String getName() {
        return "embedding";
    }
}
