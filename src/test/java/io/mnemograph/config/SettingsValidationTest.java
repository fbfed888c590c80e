package io.mnemograph.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.testing.SharedServices;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A wrong setting stops start-up with a message that names the key. Each kind of error (a number out of range, a URI
 * of another scheme, a value not among the choices, a setting another one requires) is proven by starting a context;
 * every other range is checked on its record, built as binding builds it ({@link SettingsRecords}), which is where
 * start-up checks it too.
 */
class SettingsValidationTest {

    /** Starts a context on the shared test database with {@code settings} on top. */
    private static Throwable startWith(Map<String, Object> settings, Class<?> bean) {
        Map<String, Object> all = new HashMap<>(
                Map.of("mnemograph.neo4j.uri", SharedNeo4j.server().boltUri()));
        all.putAll(settings);
        try (ApplicationContext context =
                ApplicationContext.builder().properties(all).build()) {
            context.start();
            context.getBean(bean);
            return null;
        } catch (RuntimeException e) {
            return e;
        }
    }

    @Test
    void boltPort_outOfRange_namesTheKey() {
        Throwable error = startWith(Map.of("mnemograph.embedded.bolt-port", 70000), EmbeddedSettings.class);
        assertThat(error).isNotNull();
        assertThat(rootMessage(error)).contains("mnemograph.embedded.bolt-port").contains("70000");
    }

    @Test
    void neo4jUri_wrongScheme_namesTheKey() {
        Throwable error = startWith(Map.of("mnemograph.neo4j.uri", "http://localhost:7474"), Neo4jSettings.class);
        assertThat(rootMessage(error)).contains("mnemograph.neo4j.uri").contains("schemes");
    }

    @Test
    void embeddingProvider_openaiWithoutBaseUrl_namesTheKey() {
        Throwable error = startWith(Map.of("mnemograph.embedding.provider", "openai"), EmbeddingSettings.class);
        assertThat(rootMessage(error)).contains("mnemograph.embedding.base-url");
    }

    @Test
    void embeddingProvider_unknown_namesTheKey() {
        Throwable error = startWith(Map.of("mnemograph.embedding.provider", "word2vec"), EmbeddingSettings.class);
        assertThat(rootMessage(error)).contains("mnemograph.embedding.provider").contains("word2vec");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 65})
    void embeddingThreads_outOfRange_namesTheKey(int threads) {
        assertThatThrownBy(() -> SettingsRecords.with(EmbeddingSettings.class, "mnemograph.embedding.threads", threads))
                .isInstanceOf(ConfigurationError.class)
                .hasMessageContaining("mnemograph.embedding.threads=" + threads);
    }

    @Test
    void importanceLevel_outOfRange_namesTheKey() {
        assertThatThrownBy(() -> SettingsRecords.with(ScoringSettings.class, "mnemograph.scoring.importance-novel", 11))
                .hasMessageContaining("mnemograph.scoring.importance-novel");
    }

    @Test
    void vectorIndex_hnswMOutOfRange_namesTheKey() {
        assertThatThrownBy(() -> SettingsRecords.with(VectorIndexSettings.class, "mnemograph.vector-index.hnsw-m", 0))
                .hasMessageContaining("mnemograph.vector-index.hnsw-m")
                .hasMessageContaining("[1, 512]");
        assertThatThrownBy(() -> new VectorIndexSettings(16, 3201))
                .hasMessageContaining("mnemograph.vector-index.hnsw-ef-construction");
    }

    @Test
    void lengthPrior_outOfRange_namesTheKey() {
        assertThatThrownBy(() -> SettingsRecords.with(ScoringSettings.class, "mnemograph.scoring.length-prior", -0.1))
                .hasMessageContaining("mnemograph.scoring.length-prior=-0.1");
    }

    @Test
    void sessionlessWindow_outOfRange_namesTheKey() {
        assertThatThrownBy(() -> SettingsRecords.with(
                        GraphSettings.class, "mnemograph.graph.sessionless-window-minutes", 20_000))
                .hasMessageContaining("mnemograph.graph.sessionless-window-minutes=20000");
    }

    @Test
    void namedEntityBoost_outOfRange_namesTheKey() {
        assertThatThrownBy(() -> SettingsRecords.with(GraphSettings.class, "mnemograph.graph.named-entity-boost", -0.1))
                .hasMessageContaining("mnemograph.graph.named-entity-boost=-0.1");
    }

    @Test
    void contextWeight_outOfRange_namesTheKey() {
        assertThatThrownBy(() -> SettingsRecords.with(GraphSettings.class, "mnemograph.graph.context-weight", 1.5))
                .hasMessageContaining("mnemograph.graph.context-weight=1.5");
    }

    @Test
    void limits_maxContentCharsZero_namesTheKey() {
        assertThatThrownBy(() -> new LimitSettings(0, 100, 1000))
                .hasMessageContaining("mnemograph.limits.max-content-chars");
    }

    /** The defaults as the shared test service bound them: application-test.yml sets none of these keys. */
    @Test
    void defaults_areValid() {
        ApplicationContext context = SharedServices.standardServer().getApplicationContext();
        assertThat(context.getBean(EmbeddedSettings.class).boltPort()).isEqualTo(7687);
        assertThat(context.getBean(EmbeddedSettings.class).httpPort()).isEqualTo(7474);
        assertThat(context.getBean(EmbeddedSettings.class).gds()).isTrue();
        assertThat(context.getBean(LimitSettings.class).maxContentChars()).isEqualTo(32_000);
        assertThat(context.getBean(EmbeddingSettings.class).provider()).isEqualTo("minilm");
        ScoringSettings scoring = context.getBean(ScoringSettings.class);
        assertThat(scoring.importanceLevels())
                .isEqualTo(new io.mnemograph.core.ImportanceLevels(1.2, 1.2, 1.1, 1.0, 0.9));
        assertThat(scoring.mememoryLambdaPerDay()).isZero();
        assertThat(scoring.lexicalWeight()).isEqualTo(0.5);
        assertThat(scoring.lexicalEvidenceFloor()).isEqualTo(1.0);
        assertThat(scoring.lengthPrior()).isZero();
        assertThat(context.getBean(GraphSettings.class).spreadFactor()).isEqualTo(0.6);
        assertThat(context.getBean(GraphSettings.class).namedEntityBoost()).isEqualTo(0.5);
        assertThat(context.getBean(GraphSettings.class).sessionlessWindowMinutes())
                .isEqualTo(30);
        assertThat(context.getBean(VectorIndexSettings.class)).isEqualTo(new VectorIndexSettings(32, 100));
        assertThat(context.getBean(GraphSettings.class).contextWeight()).isEqualTo(0.15);
    }

    private static String rootMessage(Throwable error) {
        StringBuilder messages = new StringBuilder();
        for (Throwable t = error; t != null; t = t.getCause()) {
            messages.append(t.getMessage()).append('\n');
        }
        return messages.toString();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "mnemograph.timeouts.transaction-seconds=0",
                "mnemograph.timeouts.sweep-seconds=86401",
                "mnemograph.timeouts.connect-seconds=0",
                "mnemograph.timeouts.retry-seconds=-1",
                "mnemograph.traffic.rate-per-second=-1",
                "mnemograph.traffic.burst=0",
                "mnemograph.traffic.max-concurrent-recalls=0",
                "mnemograph.traffic.recall-wait-millis=10001",
                "mnemograph.traffic.failed-auth-rate-per-second=-0.5",
                "mnemograph.traffic.failed-auth-rate-per-second=100001",
                "mnemograph.traffic.failed-auth-burst=0"
            })
    void limitsAndTimeouts_outOfRange_nameTheKey(String setting) {
        String key = setting.substring(0, setting.indexOf('='));
        String value = setting.substring(setting.indexOf('=') + 1);
        Class<? extends Record> type =
                key.startsWith("mnemograph.timeouts") ? TimeoutSettings.class : TrafficSettings.class;
        assertThatThrownBy(() -> SettingsRecords.with(type, key, value))
                .as(setting)
                .hasMessageContaining(key);
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 11})
    void embeddingRetries_outOfRange_namesTheKey(int retries) {
        assertThatThrownBy(() -> SettingsRecords.with(EmbeddingSettings.class, "mnemograph.embedding.retries", retries))
                .hasMessageContaining("mnemograph.embedding.retries=" + retries);
    }
}
