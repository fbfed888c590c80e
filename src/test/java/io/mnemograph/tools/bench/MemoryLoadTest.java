package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.testing.SharedNeo4j;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;
import org.neo4j.driver.Values;

/**
 * The bench's bulk load with and without a further embedding channel (service contexts on the shared embedded Neo4j):
 * with {@code mnemograph.embedding.channels=bge} every loaded memory carries its bge vector, the real ones bge's own
 * embedding of their text and the synthesised ones near their base sentence's, so that recall's bge seed finds them;
 * the primary memories are those of a load without the channel.
 */
class MemoryLoadTest {

    private static final int SIZE = 60;
    private static final int REAL = 12;
    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    @BeforeEach
    void empty() {
        cypher("MATCH (n) DETACH DELETE n", Map.of());
    }

    private static List<Record> cypher(String statement, Map<String, Object> params) {
        return SharedNeo4j.driver()
                .executableQuery(statement)
                .withParameters(params)
                .execute()
                .records();
    }

    /** A service context with the further {@code channels}, or the default (none) when null. */
    private static ApplicationContext start(String channels) {
        Map<String, Object> settings = new HashMap<>();
        settings.put("mnemograph.neo4j.uri", SharedNeo4j.server().boltUri());
        settings.put("mnemograph.lifecycle.enabled", false);
        settings.put("mnemograph.startup.warm-up", false);
        if (channels != null) {
            settings.put("mnemograph.embedding.channels", channels);
        }
        return ApplicationContext.run(settings);
    }

    private static BenchSettings settings() {
        return new BenchSettings(
                List.of(SIZE), REAL, 0.025, 25, 0, 1, 1, 0, 1, 4, 42, Path.of("."), Path.of("."), false, null, false);
    }

    private static LoadedMemories load(ApplicationContext context) {
        List<String> texts = new SentenceGenerator(42).statements(REAL);
        MemoryLoad load = new MemoryLoad(
                settings(),
                SIZE,
                context.getBean(EmbeddingChannels.class),
                new BulkLoader(context.getBean(Neo4jConnection.class), context.getBean(CypherLibrary.class)),
                Clock.systemUTC(),
                new BenchLog(QUIET, SIZE));
        return load.load(texts).memories();
    }

    private static float[] bgeVector(String id) {
        return vector(cypher("MATCH (m:Memory {id: $id}) RETURN m.embedding_bge AS v", Map.of("id", id))
                .getFirst());
    }

    private static float[] vector(Record r) {
        List<Object> values = r.get("v").asList();
        float[] out = new float[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ((Number) values.get(i)).floatValue();
        }
        return out;
    }

    @Test
    void load_withTheBgeChannel_writesEveryMemorysBgeVectorNearItsBase() {
        try (ApplicationContext context = start("bge")) {
            LoadedMemories memories = load(context);
            EmbeddingChannels channels = context.getBean(EmbeddingChannels.class);
            var bge = channels.further().getFirst().provider();

            Record counts = cypher(
                            "MATCH (m:Memory {namespace: 'bench'}) RETURN count(m) AS all,"
                                    + " count(m.embedding_bge) AS bge, min(size(m.embedding_bge)) AS dims",
                            Map.of())
                    .getFirst();
            assertThat(counts.get("all").asInt()).isEqualTo(SIZE);
            assertThat(counts.get("bge").asInt()).isEqualTo(SIZE);
            assertThat(counts.get("dims").asInt()).isEqualTo(bge.dimension());

            float[] realBge = bgeVector(memories.ids()[3]);
            float[] ownEmbedding =
                    VectorSynthesis.normalise(bge.embed(memories.contents()[3]).clone());
            assertThat(VectorSynthesis.dot(realBge, ownEmbedding))
                    .as("a real memory's bge vector is bge's embedding of its text")
                    .isCloseTo(1.0, within(1e-4));
            assertThat(VectorSynthesis.dot(realBge, memories.vectors()[3]))
                    .as("and not its primary vector")
                    .isLessThan(0.9);
            int synthesised = SIZE - 1;
            float[] baseBge = bgeVector(memories.ids()[memories.bases()[synthesised]]);
            assertThat(VectorSynthesis.dot(bgeVector(memories.ids()[synthesised]), baseBge))
                    .as("a synthesised memory's bge vector lies near its base's, as its primary vector does")
                    .isBetween(0.8, 0.99);

            List<Record> nearest = cypher(
                    "CYPHER 25 MATCH (m:Hot) SEARCH m IN (VECTOR INDEX memory_embedding_bge FOR $v"
                            + " WHERE m.visibility = 'bench|global' LIMIT 1) SCORE AS s RETURN m.id AS id",
                    Map.of("v", Values.value(ownEmbedding)));
            assertThat(nearest.getFirst().get("id").asString())
                    .as("the bge index holds the vectors")
                    .isEqualTo(memories.ids()[3]);
        }
    }

    @Test
    void load_withoutAChannel_writesTheSameMemoriesAndNoChannelVector() {
        LoadedMemories withBge;
        try (ApplicationContext context = start("bge")) {
            withBge = load(context);
        }
        cypher("MATCH (n) DETACH DELETE n", Map.of());

        try (ApplicationContext context = start(null)) {
            LoadedMemories primaryOnly = load(context);

            assertThat(primaryOnly.ids()).containsExactly(withBge.ids());
            assertThat(primaryOnly.vectors()).isDeepEqualTo(withBge.vectors());
            assertThat(cypher("MATCH (m:Memory) WHERE m.embedding_bge IS NOT NULL RETURN m", Map.of()))
                    .isEmpty();
        }
    }
}
