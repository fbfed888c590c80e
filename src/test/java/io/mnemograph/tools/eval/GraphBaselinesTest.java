package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.core.SeedMode;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The graph baselines spreading is compared with, on the embedded Neo4j: of two memories that
 * match the question alike, the one linked in the graph to the best seed (they mention the same puppy) is carried up
 * by personalized PageRank ({@code ppr}) and put beside the seed by 1-hop expansion ({@code expand}), though hybrid
 * recall ranks the other first; a memory that exists only after the question is never returned.
 */
@MnemographTest
class GraphBaselinesTest {

    private static final String NAMESPACE = "eval-graph-baselines-test";
    private static final Instant DAY_ONE = Instant.parse("2024-03-01T09:00:00Z");
    private static final Instant ASKED_AT = DAY_ONE.plus(Duration.ofDays(11));
    private static final String QUESTION = "What is the name of Caroline's puppy?";

    @Inject
    RememberPipeline remember;

    @Inject
    RecallPipeline recall;

    @Inject
    Neo4jConnection connection;

    private static EvalMemory onDay(int day, String key, String text) {
        return new EvalMemory(key, text, DAY_ONE.plus(Duration.ofDays(day)), "turn", null);
    }

    private static List<EvalMemory> memories() {
        return List.of(
                onDay(0, "seed", "Caroline adopted a puppy and named it Pepper."),
                onDay(2, "linked", "This morning Pepper chewed through the garden hose."),
                onDay(4, "twin", "This morning Biscuit chewed through the garden hose."),
                onDay(8, "train", "The night train to Lisbon leaves from platform nine."),
                onDay(10, "violin", "Practising scales on the violin every evening improves intonation."),
                onDay(12, "later", "Caroline's puppy Pepper graduated from obedience school."));
    }

    /** Hybrid recall (hops 0) over the loaded fixture: the unlinked twin comes before the linked memory. */
    private List<String> hybrid(MemoryLoader loader) {
        List<String> flat = new PipelineRecallSystem("hybrid", loader, recall, 0, SeedMode.HYBRID, null, null)
                .recall(NAMESPACE, QUESTION, ASKED_AT, 10);
        assertThat(flat)
                .as("hybrid: the unlinked twin first")
                .startsWith("seed")
                .doesNotContain("later");
        assertThat(flat.indexOf("twin")).isLessThan(flat.indexOf("linked"));
        return flat;
    }

    @Test
    void pageRank_walkFromTheSeeds_liftsAMemoryLinkedToTheBestSeed() {
        MemoryLoader loader = new MemoryLoader(remember);
        PageRankSystem ppr = new PageRankSystem("ppr", loader, recall, connection, 64, 0.5);
        ppr.load(NAMESPACE, memories());

        List<String> walked = ppr.recall(NAMESPACE, QUESTION, ASKED_AT, 10);
        hybrid(loader);

        assertThat(walked)
                .as("the walk: the linked memory first")
                .startsWith("seed")
                .doesNotContain("later")
                .hasSize(5);
        assertThat(walked.indexOf("linked")).isLessThan(walked.indexOf("twin"));
    }

    @Test
    void oneHopExpansion_putsEachSeedsStrongestNeighbourBesideIt() {
        MemoryLoader loader = new MemoryLoader(remember);
        OneHopExpansionSystem expand = new OneHopExpansionSystem("expand", loader, recall, connection, 64);
        expand.load(NAMESPACE, memories());

        List<String> expanded = expand.recall(NAMESPACE, QUESTION, ASKED_AT, 10);
        List<String> flat = hybrid(loader);

        assertThat(expanded)
                .as("the seed, then its neighbour, then the next seed")
                .startsWith("seed", "linked", flat.get(1))
                .doesNotContain("later")
                .doesNotHaveDuplicates();
        assertThat(expand.recall(NAMESPACE, QUESTION, ASKED_AT, 2)).containsExactly("seed", "linked");
    }
}
