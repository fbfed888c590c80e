package io.mnemograph.embedding;

import io.micronaut.context.annotation.Factory;
import io.micronaut.json.JsonMapper;
import io.mnemograph.config.EmbeddingSettings;
import jakarta.inject.Singleton;

import java.time.Duration;

/** Builds the configured {@link EmbeddingProvider}. */
@Factory
public class EmbeddingProviderFactory {

    @Singleton
    EmbeddingProvider embeddingProvider(EmbeddingSettings settings, JsonMapper json) {
        if (EmbeddingSettings.OPENAI.equals(settings.provider())) {
            return new OpenAiCompatibleEmbeddingProvider(json, settings.baseUrl(), settings.model(), settings.apiKey(),
                    settings.dimension(), Duration.ofSeconds(settings.timeoutSeconds()));
        }
        return new MiniLmEmbeddingProvider(settings.threads());
    }
}
