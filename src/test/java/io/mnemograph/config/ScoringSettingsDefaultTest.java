package io.mnemograph.config;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.testing.SharedNeo4j;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The scoring settings bound with no overrides use the decay preset core names as the default. */
class ScoringSettingsDefaultTest {

    @Test
    void decayModel_unset_isDecayPresetDefault() {
        try (ApplicationContext context = ApplicationContext.builder()
                .properties(Map.of("mnemograph.neo4j.uri", SharedNeo4j.server().boltUri()))
                .environments("settings")
                .build()) {
            context.start();
            assertThat(context.getBean(ScoringSettings.class).preset()).isEqualTo(DecayPreset.DEFAULT);
        }
    }
}
