package io.mnemograph.store.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.config.StartupRefusal;
import io.mnemograph.model.NewMemory;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.testing.SharedNeo4j;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

/**
 * A further embedding channel's schema at start-up (service contexts on the shared embedded Neo4j): its model is
 * recorded once and checked at every start, and a channel taken out of the settings is removed whole (indexes,
 * vectors, record) while every memory stays as it was.
 */
class ChannelSchemaTest {

    @BeforeEach
    void empty() {
        cypher("MATCH (n) DETACH DELETE n");
    }

    private static List<Record> cypher(String statement) {
        return SharedNeo4j.driver().executableQuery(statement).execute().records();
    }

    private static ApplicationContext start(String channels) {
        Map<String, Object> settings = new HashMap<>();
        settings.put("mnemograph.neo4j.uri", SharedNeo4j.server().boltUri());
        settings.put("mnemograph.lifecycle.enabled", false);
        settings.put("mnemograph.startup.warm-up", false);
        settings.put("mnemograph.embedding.channels", channels);
        return ApplicationContext.run(settings);
    }

    private static List<String> channelIndexes() {
        return cypher("SHOW VECTOR INDEXES YIELD name WHERE name STARTS WITH 'memory_embedding_bge' RETURN name")
                .stream()
                .map(r -> r.get("name").asString())
                .sorted()
                .toList();
    }

    private static StartupRefusal refusal(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StartupRefusal refusal) {
                return refusal;
            }
        }
        throw new AssertionError("start-up failed without a StartupRefusal", failure);
    }

    @Test
    void start_withAChannel_createsItsIndexesAndRecordsItsModel() {
        try (ApplicationContext context = start("bge")) {
            assertThat(channelIndexes()).containsExactly("memory_embedding_bge", "memory_embedding_bge_cold");
            Record model = cypher("MATCH (e:EmbeddingModel {channel: 'bge'}) RETURN e.provider AS p, e.model AS m,"
                            + " e.dimension AS d, e.vector_property AS v, e.adopted AS a, e.fingerprint AS f")
                    .getFirst();
            assertThat(model.get("p").asString()).isEqualTo("bge");
            assertThat(model.get("m").asString()).isEqualTo("bge-small-en-v1.5-q");
            assertThat(model.get("d").asInt()).isEqualTo(384);
            assertThat(model.get("v").asString()).isEqualTo("embedding_bge");
            assertThat(model.get("a").asBoolean())
                    .as("a new channel adopts no vectors")
                    .isFalse();
            assertThat(model.get("f").asString()).startsWith("crc32:");
        }
    }

    @Test
    void start_channelRecordedWithAnotherModel_refusesInOneLineNamingTheChannel() {
        try (ApplicationContext made = start("bge")) {
            cypher("MATCH (e:EmbeddingModel {channel: 'bge'}) SET e.fingerprint = 'crc32:0badcafe/1,2/3'");
        }

        String line = refusal(catchThrowable(() -> start("bge"))).getMessage();

        assertThat(line)
                .doesNotContain("\n")
                .startsWith("this database's vectors of the embedding channel bge were made by bge"
                        + " bge-small-en-v1.5-q (384 dimensions, fingerprint crc32:0badcafe/1,2/3)")
                .contains("mnemograph.embedding.channels names bge")
                .contains("bin/mnemograph reembed");
    }

    @Test
    void start_withoutAChannelItHad_removesItsIndexesVectorsAndRecord_keepsEveryMemory() {
        try (ApplicationContext context = start("bge")) {
            context.getBean(RememberPipeline.class)
                    .rememberAll(List.of(
                            NewMemory.of("channels", "The ferry leaves at seven"),
                            NewMemory.of("channels", "The stew needs three hours")));
        }
        assertThat(cypher("MATCH (m:Memory) WHERE m.embedding_bge IS NOT NULL RETURN m"))
                .hasSize(2);
        List<Record> before = cypher("MATCH (m:Memory) RETURN m.id AS id, m.content AS c, m.embedding AS e,"
                + " m.stability AS s ORDER BY id");

        try (ApplicationContext context = start("")) {
            assertThat(channelIndexes()).isEmpty();
            assertThat(cypher("MATCH (e:EmbeddingModel) RETURN e.channel AS c"))
                    .extracting(r -> r.get("c").asString())
                    .containsExactly("primary");
            assertThat(cypher("MATCH (m:Memory) WHERE m.embedding_bge IS NOT NULL RETURN m"))
                    .isEmpty();
            List<Record> after = cypher("MATCH (m:Memory) RETURN m.id AS id, m.content AS c, m.embedding AS e,"
                    + " m.stability AS s ORDER BY id");
            assertThat(after)
                    .extracting(Record::asMap)
                    .isEqualTo(before.stream().map(Record::asMap).toList());
        }
    }
}
