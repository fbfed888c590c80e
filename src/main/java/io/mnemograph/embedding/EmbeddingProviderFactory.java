package io.mnemograph.embedding;

import io.micronaut.context.annotation.Factory;
import io.micronaut.json.JsonMapper;
import io.mnemograph.config.EmbeddingSettings;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/** Builds the configured {@link EmbeddingProvider} (the primary channel's) and every {@link EmbeddingChannels}. */
@Factory
public class EmbeddingProviderFactory {

    /** Backoff before the first retry of a failed embedding call, doubled at each further one. */
    static final Duration FIRST_BACKOFF = Duration.ofMillis(500);

    @Singleton
    EmbeddingProvider embeddingProvider(EmbeddingSettings settings, JsonMapper json, Clock clock) {
        return provider(settings.provider(), settings, json, clock);
    }

    @Singleton
    EmbeddingChannels embeddingChannels(
            EmbeddingProvider primary, EmbeddingSettings settings, JsonMapper json, Clock clock) {
        List<EmbeddingChannel> further = settings.channels().stream()
                .map(name -> new EmbeddingChannel(name, provider(name, settings, json, clock)))
                .toList();
        return new EmbeddingChannels(primary, further, settings.channelWeight());
    }

    private static EmbeddingProvider provider(String model, EmbeddingSettings settings, JsonMapper json, Clock clock) {
        return switch (model) {
            case EmbeddingSettings.OPENAI -> {
                Duration timeout = Duration.ofSeconds(settings.timeoutSeconds());
                yield new OpenAiCompatibleEmbeddingProvider(
                        json,
                        settings.baseUrl(),
                        settings.model(),
                        settings.apiKey(),
                        settings.dimension(),
                        timeout,
                        new RetryPolicy(settings.retries(), FIRST_BACKOFF, timeout),
                        clock);
            }
            case EmbeddingSettings.BGE -> new OnnxEmbeddingProvider(InProcessModel.BGE, settings.threads());
            default -> new OnnxEmbeddingProvider(InProcessModel.MINILM, settings.threads());
        };
    }
}
