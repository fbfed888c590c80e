package io.mnemograph.springai;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.client.MnemographClient;
import io.mnemograph.client.model.RememberRequest;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.memory.ChatMemoryRepository;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The beans made from {@code mnemograph.*} properties, and a bad value stopping start-up with its key named. */
class MnemographAutoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(MnemographAutoConfiguration.class));

    @Test
    void properties_makeAClientOfTheService_theRepositoryAndTheAdvisor() {
        String namespace = "spring-boot-" + UUID.randomUUID();
        runner.withPropertyValues("mnemograph.url=" + ChatClientWithMnemographTest.URL,
                        "mnemograph.namespace=" + namespace, "mnemograph.advisor.limit=3")
                .run(context -> {
                    assertThat(context).hasSingleBean(MnemographClient.class)
                            .hasSingleBean(MnemographMemoryAdvisor.class);
                    assertThat(context.getBean(ChatMemoryRepository.class))
                            .isInstanceOf(MnemographChatMemoryRepository.class);
                    MnemographClient client = context.getBean(MnemographClient.class);
                    assertThat(client.namespace()).isEqualTo(namespace);
                    assertThat(client.remember(RememberRequest.of("Configured from properties")).namespace())
                            .isEqualTo(namespace);
                });
    }

    @Test
    void advisorDisabled_leavesItOut() {
        runner.withPropertyValues("mnemograph.advisor.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(MnemographMemoryAdvisor.class)
                        .hasSingleBean(MnemographClient.class));
    }

    @Test
    void limitOutOfRange_stopsStartUpNamingTheKey() {
        runner.withPropertyValues("mnemograph.advisor.limit=0")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("mnemograph.advisor.limit must be between 1 and 100 (got 0)"));
    }
}
