package io.mnemograph.store.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micronaut.context.ApplicationContext;
import io.mnemograph.config.StartupRefusal;
import io.mnemograph.embedding.EmbeddingIdentity;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.testing.SharedNeo4j;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;
import org.slf4j.LoggerFactory;

/**
 * The database records the model of its vectors at its first start and refuses a start with another model of the
 * same dimension, in one line (service contexts on the shared embedded Neo4j; the refused model is an
 * OpenAI-compatible one of 384 dimensions, never called: start-up refuses before anything embeds).
 * EmbeddingModelRefusalIT proves the same of the service's process: its exit code and its one line of output.
 */
class EmbeddingModelCheckTest {

    private static final String MINILM_FINGERPRINT = "crc32:d89d07a7/90387606,c3f77764/711661";

    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final Logger logger = (Logger) LoggerFactory.getLogger(EmbeddingModelCheck.class);

    @BeforeEach
    void capture() {
        logged.start();
        logger.addAppender(logged);
        cypher("MATCH (e:EmbeddingModel) DELETE e");
        cypher("MATCH (m:Memory {namespace: 'model-check'}) DETACH DELETE m");
    }

    @AfterEach
    void release() {
        logger.detachAppender(logged);
        cypher("MATCH (m:Memory {namespace: 'model-check'}) DETACH DELETE m");
    }

    private static List<Record> cypher(String statement) {
        return SharedNeo4j.driver().executableQuery(statement).execute().records();
    }

    /** A service context (no HTTP server, no warm-up) on the shared database with these embedding settings. */
    private static ApplicationContext start(Map<String, Object> embedding) {
        Map<String, Object> settings = new HashMap<>(embedding);
        settings.put("mnemograph.neo4j.uri", SharedNeo4j.server().boltUri());
        settings.put("mnemograph.lifecycle.enabled", false);
        settings.put("mnemograph.startup.warm-up", false);
        return ApplicationContext.run(settings);
    }

    private static ApplicationContext startMiniLm() {
        return start(Map.of("mnemograph.embedding.provider", "minilm"));
    }

    /** bge-small-en-v1.5 behind an OpenAI-compatible server: 384 dimensions, as all-MiniLM-L6-v2. */
    private static ApplicationContext startBgeSmall() {
        return start(Map.of(
                "mnemograph.embedding.provider", "openai",
                "mnemograph.embedding.base-url", "http://127.0.0.1:9/v1",
                "mnemograph.embedding.model", "bge-small-en-v1.5",
                "mnemograph.embedding.dimension", 384));
    }

    private static Record recorded() {
        List<Record> rows = cypher("MATCH (e:EmbeddingModel) RETURN e.channel AS channel, e.provider AS provider,"
                + " e.model AS model, e.dimension AS dimension, e.fingerprint AS fingerprint,"
                + " e.vector_property AS vector_property, e.recorded_at AS recorded_at, e.adopted AS adopted");
        assertThat(rows).as("one recorded model").hasSize(1);
        return rows.getFirst();
    }

    private static StartupRefusal refusal(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StartupRefusal refusal) {
                return refusal;
            }
        }
        throw new AssertionError("start-up failed without a StartupRefusal", failure);
    }

    private List<String> messages(Level level) {
        return logged.list.stream()
                .filter(e -> e.getLevel() == level)
                .map(ILoggingEvent::getFormattedMessage)
                .toList();
    }

    @Test
    void start_newDatabase_recordsTheConfiguredModel() {
        cypher("MATCH (n) DETACH DELETE n");
        try (ApplicationContext context = startMiniLm()) {
            Record model = recorded();
            assertThat(context.getBean(EmbeddingProvider.class).identity())
                    .isEqualTo(new EmbeddingIdentity("minilm", "all-MiniLM-L6-v2", 384, MINILM_FINGERPRINT));
            assertThat(model.get("channel").asString()).isEqualTo("primary");
            assertThat(model.get("provider").asString()).isEqualTo("minilm");
            assertThat(model.get("model").asString()).isEqualTo("all-MiniLM-L6-v2");
            assertThat(model.get("dimension").asInt()).isEqualTo(384);
            assertThat(model.get("fingerprint").asString()).isEqualTo(MINILM_FINGERPRINT);
            assertThat(model.get("vector_property").asString()).isEqualTo("embedding");
            assertThat(model.get("adopted").asBoolean()).isFalse();
            assertThat(messages(Level.INFO))
                    .containsExactly("Recorded the embedding model of this database (channel primary): minilm"
                            + " all-MiniLM-L6-v2 (384 dimensions, fingerprint " + MINILM_FINGERPRINT + ")");
        }
    }

    @Test
    void start_sameModelAgain_startsAndKeepsTheFirstRecord() {
        ZonedDateTime firstRecordedAt;
        try (ApplicationContext first = startMiniLm()) {
            firstRecordedAt = recorded().get("recorded_at").asZonedDateTime();
        }
        try (ApplicationContext again = startMiniLm()) {
            assertThat(recorded().get("recorded_at").asZonedDateTime()).isEqualTo(firstRecordedAt);
        }
        assertThat(messages(Level.INFO)).hasSize(1);
        assertThat(messages(Level.WARN)).isEmpty();
    }

    @Test
    void start_anotherModelOfTheSameDimension_refusesInOneLineNamingSettingsModelsAndTheFix() {
        try (ApplicationContext made = startMiniLm()) {
            assertThat(recorded().get("provider").asString()).isEqualTo("minilm");
        }

        Throwable failure = catchThrowable(EmbeddingModelCheckTest::startBgeSmall);

        String line = refusal(failure).getMessage();
        assertThat(line)
                .doesNotContain("\n")
                .startsWith("this database's vectors were made by minilm all-MiniLM-L6-v2 (384 dimensions,"
                        + " fingerprint " + MINILM_FINGERPRINT + "), recorded ")
                .contains("but mnemograph.embedding.provider=openai mnemograph.embedding.model=bge-small-en-v1.5"
                        + " mnemograph.embedding.dimension=384 (with a mnemograph.embedding.base-url that serves it)"
                        + " configures openai bge-small-en-v1.5 (384 dimensions, fingerprint"
                        + " model-name:bge-small-en-v1.5): their similarities would mean nothing.")
                .contains("Start with mnemograph.embedding.provider=minilm;")
                .contains("bin/mnemograph export --namespace NS --no-vectors --out NS.jsonl")
                .contains("bin/mnemograph import --in NS.jsonl");
        assertThat(recorded().get("provider").asString())
                .as("the record is the first model's still")
                .isEqualTo("minilm");
    }

    @Test
    void start_oldDatabaseWithMemoriesAndNoRecord_adoptsTheConfiguredModelWithAWarning() {
        cypher(
                "CREATE (:Memory:Hot {id: 'model-check-1', namespace: 'model-check', content: 'from an older version'})");

        try (ApplicationContext adopting = startMiniLm()) {
            assertThat(recorded().get("adopted").asBoolean()).isTrue();
        }
        assertThat(messages(Level.WARN))
                .singleElement()
                .asString()
                .startsWith("This database holds memories from before embedding models were recorded: adopted the"
                        + " configured minilm all-MiniLM-L6-v2");

        assertThatThrownBy(EmbeddingModelCheckTest::startBgeSmall)
                .satisfies(failure -> assertThat(refusal(failure).getMessage())
                        .startsWith("this database's vectors were made by minilm all-MiniLM-L6-v2"));
    }

    @Test
    void refusal_sameSettingsOtherModelFiles_saysToRunTheVersionThatMadeThem() {
        EmbeddingIdentity shipped = new EmbeddingIdentity("minilm", "all-MiniLM-L6-v2", 384, MINILM_FINGERPRINT);
        EmbeddingIdentity older = new EmbeddingIdentity("minilm", "all-MiniLM-L6-v2", 384, "crc32:0badcafe/1,2/3");
        RecordedEmbeddingModel recorded =
                new RecordedEmbeddingModel("primary", older, ZonedDateTime.parse("2026-12-01T10:00:00Z"), false);

        assertThat(EmbeddingModelCheck.refusal(recorded, shipped))
                .contains("fingerprint crc32:0badcafe/1,2/3), recorded 2026-12-01T10:00Z (channel primary)")
                .contains("Run the version of mnemograph that made them (its model files differ from this version's)")
                .doesNotContain("Start with");
    }
}
