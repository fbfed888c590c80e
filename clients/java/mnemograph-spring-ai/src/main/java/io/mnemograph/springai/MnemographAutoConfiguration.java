package io.mnemograph.springai;

import io.mnemograph.client.MnemographClient;
import org.springframework.ai.chat.memory.ChatMemoryRepository;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Spring Boot auto-configuration from {@code mnemograph.*}: the {@link MnemographClient}, a
 * {@link MnemographChatMemoryRepository} as the application's {@link ChatMemoryRepository} (ahead of Spring AI's
 * in-memory one), and the {@link MnemographMemoryAdvisor} (unless {@code mnemograph.advisor.enabled=false}); each
 * only when the application defines none of its own.
 */
@AutoConfiguration(beforeName = "org.springframework.ai.model.chat.memory.autoconfigure.ChatMemoryAutoConfiguration")
@EnableConfigurationProperties(MnemographProperties.class)
public class MnemographAutoConfiguration {

    /** The client of the service at {@code mnemograph.url}. */
    @Bean
    @ConditionalOnMissingBean
    public MnemographClient mnemographClient(MnemographProperties properties) {
        return MnemographClient.builder(properties.url())
                .apiKey(properties.apiKey())
                .namespace(properties.namespace())
                .timeout(properties.timeout())
                .maxRetries(properties.maxRetries())
                .build();
    }

    /** Conversations kept as mnemograph sessions. */
    @Bean
    @ConditionalOnMissingBean(ChatMemoryRepository.class)
    public MnemographChatMemoryRepository mnemographChatMemoryRepository(MnemographClient client) {
        return new MnemographChatMemoryRepository(client);
    }

    /** Recall into the prompt before the call, remember the exchange after it. */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnProperty(prefix = "mnemograph.advisor", name = "enabled", havingValue = "true", matchIfMissing = true)
    public MnemographMemoryAdvisor mnemographMemoryAdvisor(MnemographClient client, MnemographProperties properties) {
        return MnemographMemoryAdvisor.builder(client)
                .limit(properties.advisor().limit())
                .threshold(properties.advisor().threshold())
                .rememberExchange(properties.advisor().remember())
                .build();
    }
}
