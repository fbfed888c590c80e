package io.mnemograph.pipeline.recall;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.core.scoring.RecallPolicy;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A recall's configuration is the request's override where it names one, else the setting, resolved once. */
class RecallOptionsTest {

    private static ApplicationContext context;
    private static ScoringSettings scoring;
    private static GraphSettings graph;

    @BeforeAll
    static void settings() {
        context = ApplicationContext.builder()
                .properties(Map.of(
                        "mnemograph.neo4j.uri",
                        SharedNeo4j.server().boltUri(),
                        "mnemograph.scoring.threshold",
                        "0.4",
                        "mnemograph.scoring.seeds",
                        "lexical",
                        "mnemograph.scoring.decay-model",
                        "cmm",
                        "mnemograph.graph.spread-factor",
                        "0.7"))
                .environments("settings")
                .build();
        context.start();
        scoring = context.getBean(ScoringSettings.class);
        graph = context.getBean(GraphSettings.class);
    }

    @AfterAll
    static void close() {
        context.close();
    }

    @Test
    void of_requestWithoutOverrides_takesTheSettings() {
        RecallOptions options =
                RecallOptions.of(RecallRequest.in("ns", "q").build(), scoring, graph, RecallPolicy.FULL);

        assertThat(options.threshold().value()).isEqualTo(0.4);
        assertThat(options.seeds()).isEqualTo(SeedMode.LEXICAL);
        assertThat(options.decay()).isEqualTo(DecayPreset.fromName("cmm"));
        assertThat(options.spreadFactor()).isEqualTo(0.7);
        assertThat(options.candidates()).isEqualTo(RecallPipeline.candidateCount(RecallRequest.DEFAULT_LIMIT));
        assertThat(options.spreads()).isTrue();
    }

    @Test
    void of_requestOverrides_winOverTheSettings() {
        RecallRequest request = RecallRequest.in("ns", "q")
                .threshold(0.1)
                .seeds(SeedMode.HYBRID)
                .decay(DecayPreset.MNEMEX_POWER_LAW)
                .spreadFactor(0.2)
                .limit(20)
                .hops(0)
                .build();

        RecallOptions options = RecallOptions.of(request, scoring, graph, RecallPolicy.FULL);

        assertThat(options.threshold().value()).isEqualTo(0.1);
        assertThat(options.seeds()).isEqualTo(SeedMode.HYBRID);
        assertThat(options.decay()).isEqualTo(DecayPreset.MNEMEX_POWER_LAW);
        assertThat(options.spreadFactor()).isEqualTo(0.2);
        assertThat(options.candidates()).isEqualTo(60);
        assertThat(options.spreads()).isFalse();
        assertThat(options.contextual()).isFalse();
        assertThat(options.boostsNamed()).isFalse();
    }

    @Test
    void of_lexicalPartAblated_seedsByVectorOnly() {
        RecallRequest request =
                RecallRequest.in("ns", "q").seeds(SeedMode.HYBRID).build();

        RecallOptions options = RecallOptions.of(
                request,
                scoring,
                graph,
                Ablation.of(Ablation.Part.LEXICAL, Ablation.Part.NAMED_ENTITY).policy());

        assertThat(options.seeds()).isEqualTo(SeedMode.VECTOR);
        assertThat(options.boostsNamed()).isFalse();
        assertThat(options.contextual()).isEqualTo(graph.contextWeight() > 0);
    }
}
