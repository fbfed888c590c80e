package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.core.Cosine;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.InProcessModel;
import io.mnemograph.embedding.OnnxEmbeddingProvider;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The flat baselines of each embedding channel on the embedded Neo4j: BM25, MiniLM's and bge's exact cosine (bge's
 * over vectors it makes of the stored contents, the service running MiniLM alone), and their fusions with BM25, in
 * report order; a memory that exists only after the question is never returned.
 */
@MnemographTest
class ChannelBaselinesTest {

    private static final String NAMESPACE = "eval-channel-baselines-test";
    private static final Instant DAY_ONE = Instant.parse("2024-03-01T09:00:00Z");
    private static final Instant ASKED_AT = DAY_ONE.plus(Duration.ofDays(11));
    private static final String QUESTION = "What is the name of Caroline's puppy?";

    @Inject
    RememberPipeline remember;

    @Inject
    MemoryStore store;

    @Inject
    Neo4jConnection connection;

    @Inject
    EmbeddingChannels channels;

    private static EvalMemory onDay(int day, String key, String text) {
        return new EvalMemory(key, text, DAY_ONE.plus(Duration.ofDays(day)), "turn", null);
    }

    private static List<EvalMemory> memories() {
        return List.of(
                onDay(0, "seed", "Caroline adopted a puppy and named it Pepper."),
                onDay(2, "walk", "We walked the dog along the river before breakfast."),
                onDay(4, "hose", "This morning Biscuit chewed through the garden hose."),
                onDay(8, "train", "The night train to Lisbon leaves from platform nine."),
                onDay(10, "violin", "Practising scales on the violin every evening improves intonation."),
                onDay(12, "later", "Caroline's puppy Pepper graduated from obedience school."));
    }

    private Map<String, RecallSystem> systems(List<ChannelBaselines.Model> models, MemoryLoader loader) {
        List<RecallSystem> systems = ChannelBaselines.of(models, loader, connection, store, channels, 1);
        systems.forEach(s -> s.load(NAMESPACE, memories()));
        return systems.stream()
                .collect(Collectors.toMap(RecallSystem::name, s -> s, (a, b) -> a, java.util.LinkedHashMap::new));
    }

    @Test
    void bothModels_reportBm25EachCosineAndTheirFusions_inOrder() {
        MemoryLoader loader = new MemoryLoader(remember);
        Map<String, RecallSystem> systems =
                systems(List.of(ChannelBaselines.Model.MINILM, ChannelBaselines.Model.BGE), loader);

        assertThat(systems.keySet())
                .containsExactly(
                        "BM25",
                        "MiniLM cosine",
                        "bge cosine",
                        "RRF(BM25, MiniLM)",
                        "RRF(BM25, bge)",
                        "RRF(BM25, MiniLM, bge)");
        for (RecallSystem system : systems.values()) {
            assertThat(system.recall(NAMESPACE, QUESTION, ASKED_AT, 10))
                    .as(system.name())
                    .startsWith("seed")
                    .doesNotContain("later")
                    .doesNotHaveDuplicates();
        }
        ExactCosineSystem stored = new ExactCosineSystem("cosine", loader, connection, channels.primary());
        stored.load(NAMESPACE, memories());
        assertThat(systems.get("MiniLM cosine").recall(NAMESPACE, QUESTION, ASKED_AT, 10))
                .as("MiniLM, the primary model: the stored vectors")
                .isEqualTo(stored.recall(NAMESPACE, QUESTION, ASKED_AT, 10));
        List<String> bm25 = systems.get("BM25").recall(NAMESPACE, QUESTION, ASKED_AT, 100);
        List<String> minilm = systems.get("MiniLM cosine").recall(NAMESPACE, QUESTION, ASKED_AT, 100);
        List<String> bge = systems.get("bge cosine").recall(NAMESPACE, QUESTION, ASKED_AT, 100);
        assertThat(bm25).as("BM25: only the memories sharing a word").doesNotContain("violin");
        assertThat(systems.get("RRF(BM25, bge)").recall(NAMESPACE, QUESTION, ASKED_AT, 3))
                .isEqualTo(RankFusionSystem.fuse(List.of(bm25, bge), 3));
        assertThat(systems.get("RRF(BM25, MiniLM, bge)").recall(NAMESPACE, QUESTION, ASKED_AT, 4))
                .isEqualTo(RankFusionSystem.fuse(List.of(bm25, minilm, bge), 4));
    }

    @Test
    void bgeAlone_ranksBgesOwnVectorsOfTheContents() {
        Map<String, RecallSystem> systems = systems(List.of(ChannelBaselines.Model.BGE), new MemoryLoader(remember));

        assertThat(systems.keySet()).containsExactly("BM25", "bge cosine", "RRF(BM25, bge)");
        OnnxEmbeddingProvider bge = new OnnxEmbeddingProvider(InProcessModel.BGE, 1);
        float[] query = bge.embed(QUESTION);
        List<String> expected = memories().stream()
                .filter(m -> !m.occurredAt().isAfter(ASKED_AT))
                .sorted(Comparator.comparingDouble((EvalMemory m) -> Cosine.similarity(query, bge.embed(m.text())))
                        .reversed())
                .map(EvalMemory::key)
                .toList();
        assertThat(systems.get("bge cosine").recall(NAMESPACE, QUESTION, ASKED_AT, 10))
                .isEqualTo(expected);
    }

    @Test
    void noModel_noBaselines() {
        assertThat(ChannelBaselines.of(List.of(), new MemoryLoader(remember), connection, store, channels, 1))
                .isEmpty();
        assertThat(ChannelBaselines.parse(List.of("none"))).isEmpty();
    }
}
