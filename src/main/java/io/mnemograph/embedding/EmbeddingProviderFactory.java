package io.mnemograph.embedding;

import io.micronaut.context.annotation.Factory;
import io.micronaut.json.JsonMapper;
import io.mnemograph.config.EmbeddingSettings;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;

/** Builds the configured {@link EmbeddingProvider}. */
@Factory
public class EmbeddingProviderFactory {

    /** Backoff before the first retry of a failed embedding call, doubled at each further one. */
    static final Duration FIRST_BACKOFF = Duration.ofMillis(500);

    @Singleton
    EmbeddingProvider embeddingProvider(EmbeddingSettings settings, JsonMapper json, Clock clock) {
        if (EmbeddingSettings.OPENAI.equals(settings.provider())) {
            Duration timeout = Duration.ofSeconds(settings.timeoutSeconds());
            return new OpenAiCompatibleEmbeddingProvider(
                    json,
                    settings.baseUrl(),
                    settings.model(),
                    settings.apiKey(),
                    settings.dimension(),
                    timeout,
                    new RetryPolicy(settings.retries(), FIRST_BACKOFF, timeout),
                    clock);
        }
        return new MiniLmEmbeddingProvider(settings.threads());
    }
}
